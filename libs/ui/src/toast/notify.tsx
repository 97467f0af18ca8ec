import toast, { Toaster as HotToaster, type ToastOptions } from 'react-hot-toast';
import { provideHotToaster } from './hot-toaster-slot';

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-accent" fill="currentColor">
      <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 12.6H9.1V8.9h1.8v5.2ZM10 7.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
    </svg>
  );
}

/** The mounted <Toaster> draws nothing until it has react-hot-toast's toaster, which the first toast brings. */
function withToaster<T>(show: () => T): T {
  provideHotToaster(HotToaster);
  return show();
}

/** Shows toasts in the mounted <Toaster>. Each returns the toast id. */
export const notify = {
  success: (message: string, options?: ToastOptions) => withToaster(() => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => withToaster(() => toast.error(message, options)),
  info: (message: string, options?: ToastOptions) =>
    withToaster(() => toast(message, { icon: <InfoIcon />, ...options })),
  dismiss: (id?: string) => toast.dismiss(id),
};
