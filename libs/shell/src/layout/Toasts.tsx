import { Toaster } from '@onair/ui';

/** The toaster, in a module of its own so that AppRoot can load it after the first render (react-hot-toast waits for the first toast). */
export default function Toasts() {
  return <Toaster />;
}
