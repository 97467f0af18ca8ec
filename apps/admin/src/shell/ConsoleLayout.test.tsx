import { screen } from '@testing-library/react';
import { fakeApi } from '@onair/store/testing';
import { makeTestStore, renderConsole } from '../testing/render-console';

test('the header tells an operator anywhere that every time in the console is Korean time', async () => {
  renderConsole({ store: makeTestStore(fakeApi({}).fetchFn), path: '/' });
  expect(await screen.findByTestId('console-time-zone')).toHaveTextContent('모든 시각은 한국 시간 (UTC+9)');
});
