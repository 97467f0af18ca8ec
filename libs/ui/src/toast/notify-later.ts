import type { ToastOptions } from 'react-hot-toast';

/**
 * notify for what is on every page's first screen (the header's bell): the toasts' module and
 * react-hot-toast come with the first toast, not with the start-up JavaScript.
 */
export const notifyLater = {
  info: (message: string, options?: ToastOptions) =>
    void import('./notify').then(({ notify }) => notify.info(message, options)),
};
