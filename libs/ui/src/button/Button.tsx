import type { ComponentPropsWithRef } from 'react';
import { LIMITS } from '@onair/contracts';
import { cx } from '../internal/cx';
import { Spinner } from './Spinner';
import { useClickGuard } from './use-click-guard';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner before the label. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Clicks within this many ms of the last accepted one are ignored (SPEC: 500 ms). 0 turns it off. */
  guardMs?: number;
};

// Hover answers only a button that can be pressed.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-contrast enabled:hover:brightness-110',
  secondary: 'border border-border bg-surface-raised text-text enabled:hover:border-accent',
  ghost: 'bg-transparent text-text enabled:hover:bg-accent/10',
  danger: 'bg-danger text-danger-contrast enabled:hover:brightness-110',
};

/**
 * Disabled, every variant reads muted text (4.5:1 on bg, surface and surface-raised in every theme,
 * theme/contrast.test.ts); the filled and outlined ones sink into the page colour, the ghost stays
 * bare. Not the variant faded to half: the dark theme's near-black label on a half-faded pink read as
 * dark on dark. A loading button keeps its colours: its spinner says it is busy.
 */
const disabledLook = 'disabled:cursor-not-allowed disabled:text-muted';
const disabledBox = 'disabled:border disabled:border-border disabled:bg-bg';

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  guardMs = LIMITS.doubleClickGuardMs,
  type = 'button',
  disabled,
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  const guardedClick = useClickGuard(onClick, guardMs);
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={guardedClick}
      className={cx(
        'inline-flex cursor-pointer select-none items-center justify-center whitespace-nowrap rounded font-semibold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        variants[variant],
        disabled && disabledLook,
        disabled && variant !== 'ghost' && disabledBox,
        !disabled && loading && 'cursor-wait',
        sizes[size],
        fullWidth && 'w-full',
        className,
      )}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
