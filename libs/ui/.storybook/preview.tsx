import type { Preview } from '@storybook/react-vite';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import '../src/theme/theme.css';
import { THEMES, type ThemeName } from '../src/theme/theme-context';
import { ThemePanels } from './ThemePanels';

const BOTH = 'both';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  // The toolbar's theme menu: both themes side by side (default), or DARK or BLUE alone for a
  // closer look at one.
  globalTypes: {
    theme: {
      description: 'Theme of the preview',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: BOTH, title: 'DARK + BLUE' },
          ...THEMES.map((theme) => ({ value: theme, title: theme })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: BOTH },
  // The Korean bundle, for the few components that say something of their own (states, ListPager).
  loaders: [async () => ({ messages: await loadMessages('ko') })],
  // Every story in each chosen theme, so both themes are reviewed at once.
  decorators: [
    (Story, context) => {
      const chosen = context.globals['theme'] as string | undefined;
      const themes = THEMES.includes(chosen as ThemeName) ? [chosen as ThemeName] : THEMES;
      return (
        <I18nProvider locale="ko" messages={context.loaded['messages'] as Messages}>
          <ThemePanels themes={themes}>{() => <Story />}</ThemePanels>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
