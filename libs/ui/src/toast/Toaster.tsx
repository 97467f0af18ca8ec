import { useSyncExternalStore } from 'react';
import { providedHotToaster, subscribeHotToaster } from './hot-toaster-slot';

const surface = 'var(--onair-surface-raised)';

/**
 * Toasts appear top-right (SPEC section 2), drawn with the current theme's tokens. Mount once. Draws
 * nothing until the first toast (hot-toaster-slot.ts says why), then react-hot-toast's toaster.
 */
export function Toaster() {
  const HotToaster = useSyncExternalStore(subscribeHotToaster, providedHotToaster, () => null);
  if (!HotToaster) return null;
  return (
    <HotToaster
      position="top-right"
      toastOptions={{
        style: {
          background: surface,
          color: 'var(--onair-text)',
          border: '1px solid var(--onair-border)',
          borderRadius: 'var(--onair-radius)',
          boxShadow: 'var(--onair-shadow)',
          fontFamily: 'var(--onair-font-sans)',
          fontSize: '0.875rem',
        },
        success: { iconTheme: { primary: 'var(--onair-success)', secondary: surface } },
        error: { iconTheme: { primary: 'var(--onair-danger)', secondary: surface } },
      }}
    />
  );
}
