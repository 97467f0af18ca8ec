import { createContext, useContext } from 'react';

export const THEMES = ['DARK', 'BLUE'] as const;

export type ThemeName = (typeof THEMES)[number];

export const ThemeContext = createContext<ThemeName | undefined>(undefined);

/** The theme of the nearest ThemeRoot, or undefined outside one. */
export function useTheme(): ThemeName | undefined {
  return useContext(ThemeContext);
}
