import { useLayoutEffect, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { ThemeContext, type ThemeName } from './theme-context';

export type ThemeRootProps = {
  theme: ThemeName;
  /** Put data-theme on <html> instead of a wrapping div (a brand app's root). */
  global?: boolean;
  className?: string;
  children?: ReactNode;
};

/** Everything inside uses the theme's tokens; dialogs opened inside carry the theme into their portal. */
export function ThemeRoot({ theme, global = false, className, children }: ThemeRootProps) {
  useLayoutEffect(() => {
    if (!global) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', theme);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [global, theme]);

  return (
    <ThemeContext value={theme}>
      {global ? (
        children
      ) : (
        <div data-theme={theme} className={cx('min-h-full', className)}>
          {children}
        </div>
      )}
    </ThemeContext>
  );
}
