// The small dialogs every page may show, apart from the forms: the shell imports these eagerly and
// loads the rest of this library (index.ts) only when a sign-in or sign-up is first needed.
export { MembersOnlyDialog, type MembersOnlyDialogProps } from './components/MembersOnlyDialog';
export { SessionExpiredDialog, type SessionExpiredDialogProps } from './components/SessionExpiredDialog';
export { RulesDocumentModal, type RulesDocumentModalProps } from './terms/RulesDocumentModal';
export { RULES_TITLE_KEYS } from './terms/rules-documents';
