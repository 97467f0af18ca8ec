import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '../theme/theme-context';

/** Where portals render; null means document.body. Storybook points it at each theme panel. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement {
  return useContext(PortalContainerContext) ?? document.body;
}

/** Renders children at the end of the portal container, keeping the current theme's tokens. */
export function Portal({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return createPortal(<div data-theme={theme}>{children}</div>, usePortalContainer());
}
