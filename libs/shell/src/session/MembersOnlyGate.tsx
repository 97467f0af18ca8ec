import { MembersOnlyDialog } from '@onair/auth/dialogs';
import { membersOnlyDismissed, selectMembersOnlyShown, useAppDispatch, useAppSelector } from '@onair/store';
import { useOpenAuthDialog } from './use-open-auth-dialog';

/** The 회원 전용 dialog a visitor gets from useMembersOnly(); it leads to the login or signup tab. */
export function MembersOnlyGate() {
  const open = useAppSelector(selectMembersOnlyShown);
  const dispatch = useAppDispatch();
  const openAuthDialog = useOpenAuthDialog();
  return (
    <MembersOnlyDialog
      open={open}
      onClose={() => dispatch(membersOnlyDismissed())}
      onLogin={() => openAuthDialog('signIn')}
      onSignup={() => openAuthDialog('signUp')}
    />
  );
}
