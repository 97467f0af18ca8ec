// The member's own pages: messages, my page and customer service.
export * from './nav';
export * from './pages';
// The report (declaration) dialog other pages open with a target.
export { ReportDialog, type ReportDialogProps, type ReportTarget } from './report/ReportDialog';
export { ReportButton, type ReportButtonProps } from './report/ReportButton';
