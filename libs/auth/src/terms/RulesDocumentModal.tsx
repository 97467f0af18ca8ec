import type { RulesDocument } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { Dialog, Spinner } from '@onair/ui';
import { RULES_TITLE_KEYS, rulesApi } from './rules-documents';

export type RulesDocumentModalProps = {
  /** The document to show; null keeps the modal closed. */
  type: RulesDocument | null;
  onClose: () => void;
};

/** SPEC section 2: a modal with a rules document and a close icon. */
export function RulesDocumentModal({ type, onClose }: RulesDocumentModalProps) {
  const t = useT();
  return (
    <Dialog
      open={type !== null}
      onClose={onClose}
      title={type ? t(RULES_TITLE_KEYS[type]) : ''}
      size="lg"
      showCloseButton
      closeLabel={t('common.close')}
    >
      {type && <RulesDocumentText type={type} />}
    </Dialog>
  );
}

function RulesDocumentText({ type }: { type: RulesDocument }) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const { data, isLoading, isError } = rulesApi.useRulesDocumentQuery({ type, locale });
  if (isLoading) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner />
        {t('common.loading')}
      </p>
    );
  }
  if (isError) return <p role="alert">{t('auth.rules.loadError')}</p>;
  return (
    <div className="flex flex-col gap-2">
      {data && data.version > 1 && <p className="text-xs font-semibold text-muted">{t('rules.version', { version: data.version })}</p>}
      <div className="max-h-[60vh] whitespace-pre-wrap break-words text-muted">{data?.text ?? ''}</div>
    </div>
  );
}
