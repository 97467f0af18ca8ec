export { MembersOnlyDialog, type MembersOnlyDialogProps } from './components/MembersOnlyDialog';
export { SessionExpiredDialog, type SessionExpiredDialogProps } from './components/SessionExpiredDialog';
