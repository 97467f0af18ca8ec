import { Toaster } from '@onair/ui';

/** The toaster, in a module of its own so that AppRoot can load it (and react-hot-toast) after the first render. */
export default function Toasts() {
  return <Toaster />;
}
