import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { I18nProvider, type Messages } from '@onair/i18n';
import { makeConsoleStore } from '../app/console-store';
import { staffOf } from './staff-of';

/** What a story needs around it: the console's theme, a store signed in as a super-admin, a router. */
export function StoryProviders({ messages, children }: { messages: Messages; children: ReactNode }) {
  const [store] = useState(() => makeConsoleStore({ console: { session: 'signedIn', staff: staffOf() } }));
  return (
    <Provider store={store}>
      <I18nProvider locale="ko" messages={messages}>
        <MemoryRouter>
          <div data-theme="CONSOLE" className="min-h-screen p-6">
            {children}
          </div>
        </MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}
