import type { ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';

/**
 * react-hot-toast's toaster, once something has toasted. Its module writes its styles into the
 * document when it is evaluated, which makes the browser recompute the style of every element; a
 * page that never toasts (the home page, on most visits) should not pay for that. So <Toaster>
 * imports nothing of it and draws nothing until notify (which imports it) hands the toaster over
 * with the first toast. Type imports only here: nothing of react-hot-toast is loaded by this module.
 */
let hotToaster: ComponentType<ToasterProps> | null = null;
const listeners = new Set<() => void>();

export function provideHotToaster(component: ComponentType<ToasterProps>): void {
  if (hotToaster) return;
  hotToaster = component;
  for (const listener of listeners) listener();
}

export function providedHotToaster(): ComponentType<ToasterProps> | null {
  return hotToaster;
}

export function subscribeHotToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
