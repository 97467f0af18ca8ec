import { useCallback, useState } from 'react';

/** Where the viewer's choice is kept between visits, as the big services remember it. */
export const THEATER_STORAGE_KEY = 'onair.player.theater';

function stored(): boolean {
  try {
    return window.localStorage.getItem(THEATER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Theater mode: on a wide screen the player takes the page's width and the layout moves the rest
 * under it. The page owns the layout, the player the button; the choice is remembered in this browser.
 */
export function useTheaterMode() {
  const [active, setActive] = useState(stored);
  const toggle = useCallback(() => {
    setActive((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(THEATER_STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Private windows may refuse storage: the mode still changes, unremembered.
      }
      return next;
    });
  }, []);
  return { active, toggle };
}

export type TheaterMode = ReturnType<typeof useTheaterMode>;
