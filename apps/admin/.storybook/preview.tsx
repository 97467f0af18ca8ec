import type { Preview } from '@storybook/react-vite';
import type { Messages } from '@onair/i18n';
import '../src/console.css';
import { loadConsoleMessages } from '../src/i18n/console-messages';
import { StoryProviders } from '../src/testing/StoryProviders';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ messages: await loadConsoleMessages('ko') })],
  // Every story in the console's theme, with a store signed in as a super-admin and a router.
  decorators: [
    (Story, context) => (
      <StoryProviders messages={context.loaded['messages'] as Messages}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
