import type { ReactNode } from 'react';
import { selectAppType, useAppSelector } from '@onair/store';
import { NativeAlertProvider } from '@onair/ui';

/** In EMBED mode (inside the native app wrapper) the generic alert is the wrapper's native alert. */
export function EmbedAlerts({ children }: { children?: ReactNode }) {
  const appType = useAppSelector(selectAppType);
  return <NativeAlertProvider native={appType === 'EMBED'}>{children}</NativeAlertProvider>;
}
