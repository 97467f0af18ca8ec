/**
 * @jest-environment node
 */
import { nextTask } from './next-task';

test('resolves after the current task, not within it', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  order.push('same task');
  await done;
  expect(order).toEqual(['same task', 'next task']);
});
