import { createContext, useContext, type ReactNode } from 'react';

const NativeAlertContext = createContext(false);

/**
 * Inside the native app wrapper (app type EMBED) the wrapper shows alerts itself, so AlertDialog
 * hands a plain alert to window.alert instead of drawing its own (SPEC.md section 2). The app
 * root says which; ui knows nothing of app types.
 */
export function NativeAlertProvider({ native, children }: { native: boolean; children?: ReactNode }) {
  return <NativeAlertContext.Provider value={native}>{children}</NativeAlertContext.Provider>;
}

export const useNativeAlert = () => useContext(NativeAlertContext);
