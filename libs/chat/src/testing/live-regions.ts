// What a screen reader announces: a text is heard once for every live region around it (nested
// regions each speak), and not at all under aria-hidden. Testing Library's queries do not tell this.

const LIVE_ROLES = new Set(['alert', 'log', 'status']);

function isLiveRegion(element: Element): boolean {
  const live = element.getAttribute('aria-live');
  if (live !== null) return live !== 'off';
  return LIVE_ROLES.has(element.getAttribute('role') ?? '');
}

/** The innermost elements whose text holds `text`. */
function holders(text: string, root: Element): Element[] {
  return [...root.querySelectorAll('*')].filter(
    (element) =>
      element.textContent?.includes(text) && ![...element.children].some((child) => child.textContent?.includes(text)),
  );
}

/** Every live region that would announce `text`, once per announcement (a region inside another counts twice). */
export function liveRegionsAnnouncing(text: string, root: Element = document.body): Element[] {
  const regions: Element[] = [];
  for (const holder of holders(text, root)) {
    const around: Element[] = [];
    let heard = true;
    for (let element: Element | null = holder; element; element = element.parentElement) {
      if (element.getAttribute('aria-hidden') === 'true') heard = false;
      if (isLiveRegion(element)) around.push(element);
    }
    if (heard) regions.push(...around);
  }
  return regions;
}
