import { useSyncExternalStore } from 'react';

// Tailwind's lg: below it the live room stacks the chat under the stage in a box of fixed height
// (libs/channel LiveRoom), so anything laid out inside the panel takes room from the lines.
const WIDE = '(min-width: 1024px)';

const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport is narrower than the live room's side-by-side layout (a phone, upright or on its side). */
export function useNarrowViewport(): boolean {
  // Without matchMedia (jsdom, a server render) the panel keeps its wide layout.
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches === false,
    () => false,
  );
}

/** The Button size for the chat's controls: a finger on a phone needs 40 px (md); a pointer does with sm. */
export function useTapSize(): 'sm' | 'md' {
  return useNarrowViewport() ? 'md' : 'sm';
}
