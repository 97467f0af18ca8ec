import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Messages } from '@onair/i18n';
import { Toaster } from '@onair/ui';
import { ConsoleI18n } from '../i18n/ConsoleI18n';
import { ConsoleRoutes } from './ConsoleRoutes';
import type { ConsoleStore } from './console-store';
import { SessionGate } from './SessionGate';

/** The console: its store, its language, the session check, then the routes. */
export function ConsoleApp({ store, messages }: { store: ConsoleStore; messages?: Messages }) {
  return (
    <Provider store={store}>
      <ConsoleI18n messages={messages}>
        <Toaster />
        <BrowserRouter>
          <SessionGate>
            <ConsoleRoutes />
          </SessionGate>
        </BrowserRouter>
      </ConsoleI18n>
    </Provider>
  );
}
