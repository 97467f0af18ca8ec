const realMatchMedia = window.matchMedia;

/** A viewport `width` px wide, as matchMedia answers min-width queries (useNarrowViewport, the room tools). */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** The test DOM's own matchMedia again; call from afterEach. */
export function restoreViewport() {
  window.matchMedia = realMatchMedia;
}
