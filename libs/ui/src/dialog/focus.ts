const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab cycling inside the container. Returns true when it moved focus. */
export function trapTab(event: { shiftKey: boolean; preventDefault(): void }, container: HTMLElement): boolean {
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  let target: HTMLElement | undefined;
  if (!first || !last) target = container;
  else if (event.shiftKey && (active === first || active === container)) target = last;
  else if (!event.shiftKey && active === last) target = first;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
