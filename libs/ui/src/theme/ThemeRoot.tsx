import { useLayoutEffect, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { ThemeContext, type ThemeName } from './theme-context';

export type ThemeRootProps = {
  theme: ThemeName;
  /** The brand's code: with global, data-brand on <html> picks the brand's accent within the theme (theme.css). */
  brand?: string;
  /** Put data-theme on <html> instead of a wrapping div (a brand app's root). */
  global?: boolean;
  className?: string;
  children?: ReactNode;
};

/** Everything inside uses the theme's tokens; dialogs opened inside carry the theme into their portal. */
export function ThemeRoot({ theme, brand, global = false, className, children }: ThemeRootProps) {
  useLayoutEffect(() => {
    if (!global) return;
    const root = document.documentElement;
    const set = (name: string, value: string | undefined) => {
      const previous = root.getAttribute(name);
      if (value === undefined) return () => undefined;
      root.setAttribute(name, value);
      return () => (previous === null ? root.removeAttribute(name) : root.setAttribute(name, previous));
    };
    const restoreTheme = set('data-theme', theme);
    const restoreBrand = set('data-brand', brand);
    return () => {
      restoreBrand();
      restoreTheme();
    };
  }, [global, theme, brand]);

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
