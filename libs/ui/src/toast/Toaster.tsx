import { useSyncExternalStore } from 'react';
import { providedHotToaster, subscribeHotToaster } from './hot-toaster-slot';

const surface = 'var(--onair-surface-raised)';
/** The header's height is a theme token (libs/ui theme.css); pages without the header keep the same gap. */
const BELOW_SITE_HEADER = 'calc(var(--onair-site-header-height) + 0.5rem)';

/**
 * Toasts appear top-right (SPEC section 2), drawn with the current theme's tokens. Mount once. Draws
 * nothing until the first toast (hot-toaster-slot.ts says why), then react-hot-toast's toaster.
 *
 * They start below the sticky site header rather than over it: on a phone a toast over the header
 * hid the bell and the menu for its seconds on screen, just when it announced something to open there.
 */
export function Toaster() {
  const HotToaster = useSyncExternalStore(subscribeHotToaster, providedHotToaster, () => null);
  if (!HotToaster) return null;
  return (
    <HotToaster
      position="top-right"
      containerStyle={{ top: BELOW_SITE_HEADER }}
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
