// The member's own pages: messages, my page and customer service.
export * from './nav';
export * from './header';
export * from './pages';
// The report (declaration) dialog other pages open with a target.
export { ReportDialog, type ReportDialogProps, type ReportTarget } from './report/ReportDialog';
export { ReportButton, type ReportButtonProps } from './report/ReportButton';
// The message form, which the chat's user card opens to a chatter (쪽지 보내기).
export { ComposeDialog, type ComposeDraft } from './messages/ComposeDialog';
