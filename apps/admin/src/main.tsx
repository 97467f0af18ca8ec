import './console.css';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import { makeConsoleStore } from './app/console-store';
import { storedConsoleLocale } from './i18n/console-locale';

const store = makeConsoleStore({ console: { locale: storedConsoleLocale() } });
createRoot(document.getElementById('root') as HTMLElement).render(<ConsoleApp store={store} />);
