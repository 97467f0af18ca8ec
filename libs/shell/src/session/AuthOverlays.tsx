import { AuthDialog } from '@onair/auth';
import { MembersOnlyGate } from './MembersOnlyGate';
import { SessionExpiredGate } from './SessionExpiredGate';

/** Every auth dialog a page may need, mounted once in the layout; each opens from the store. */
export function AuthOverlays() {
  return (
    <>
      <AuthDialog />
      <MembersOnlyGate />
      <SessionExpiredGate />
    </>
  );
}
