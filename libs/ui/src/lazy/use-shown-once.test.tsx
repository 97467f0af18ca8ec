import { renderHook } from '@testing-library/react';
import { useShownOnce } from './use-shown-once';

test('false until first shown, then true even after it is hidden again', () => {
  const { result, rerender } = renderHook(({ shown }) => useShownOnce(shown), { initialProps: { shown: false } });
  expect(result.current).toBe(false);
  rerender({ shown: true });
  expect(result.current).toBe(true);
  rerender({ shown: false });
  expect(result.current).toBe(true);
});

test('true at once when shown from the start', () => {
  const { result } = renderHook(() => useShownOnce(true));
  expect(result.current).toBe(true);
});
