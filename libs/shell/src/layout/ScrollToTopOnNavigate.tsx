import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a page load would. The router keeps the window's scroll when the
 * address changes, so a channel card tapped at the foot of the home list opened the channel half-way
 * down, and 수정 at the foot of a long post opened the form with its title off the screen. Back and
 * forward (POP) are left to the browser, which puts the reader back where they were, and so is a
 * link to an anchor on the page (#id); a change of the query alone (a filter, a page of results) is
 * the same page.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
