import { useState, type ReactNode } from 'react';
import { PortalContainerContext } from '../src/internal/Portal';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { THEMES, type ThemeName } from '../src/theme/theme-context';

/**
 * One panel per theme, side by side. Each panel is the containing block of fixed-position
 * children (transform) and the target of portals, so dialogs, toasts and the progress bar
 * open inside their own theme's panel.
 */
function ThemePanel({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <section aria-label={`${theme} theme`} className="flex min-w-0 flex-1 flex-col">
      <ThemeRoot
        theme={theme}
        className="relative flex min-h-[560px] flex-1 flex-col overflow-hidden [transform:translateZ(0)]"
      >
        <div ref={setContainer} className="flex flex-1 flex-col">
          <p className="border-b border-border px-4 py-2 font-mono text-xs font-semibold tracking-widest text-muted">
            {theme}
          </p>
          <div className="flex-1 p-6">
            {container && <PortalContainerContext value={container}>{children}</PortalContainerContext>}
          </div>
        </div>
      </ThemeRoot>
    </section>
  );
}

/** The panels to draw: both themes side by side (the default), or one of them alone. */
export function ThemePanels({ themes = THEMES, children }: { themes?: readonly ThemeName[]; children: () => ReactNode }) {
  return (
    <div className="flex min-h-screen">
      {themes.map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          {children()}
        </ThemePanel>
      ))}
    </div>
  );
}
