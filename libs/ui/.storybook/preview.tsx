import type { Preview } from '@storybook/react-vite';
import '../src/theme/theme.css';
import { ThemePanels } from './ThemePanels';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  // Every story twice, DARK beside BLUE, so both themes are reviewed at once.
  decorators: [(Story) => <ThemePanels>{() => <Story />}</ThemePanels>],
};

export default preview;
