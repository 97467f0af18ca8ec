import { useState } from 'react';

/**
 * True from the first time `shown` is: a lazily loaded dialog is mounted when first opened and then
 * kept, so it closes as it always has (its focus goes back) rather than vanishing with its chunk.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
