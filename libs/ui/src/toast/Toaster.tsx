import { Toaster as HotToaster } from 'react-hot-toast';

const surface = 'var(--onair-surface-raised)';

/** Toasts appear top-right (SPEC section 2), drawn with the current theme's tokens. Mount once. */
export function Toaster() {
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
