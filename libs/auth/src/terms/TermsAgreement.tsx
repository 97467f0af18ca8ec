import { useState } from 'react';
import type { RulesDocument } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { Checkbox } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { agreementLevel, toggleAll, type AgreementLevel, type AgreementValues } from './agreements';
import { RulesDocumentModal } from './RulesDocumentModal';

type Consent = keyof AgreementValues;

/** Which document each consent's "view" button opens. */
const CONSENTS: Array<{ key: Consent; label: MessageKey; document: RulesDocument }> = [
  { key: 'terms', label: 'auth.terms.service', document: 'service-rules' },
  { key: 'privacy', label: 'auth.terms.privacy', document: 'privacy-rules' },
  { key: 'marketing', label: 'auth.terms.marketing', document: 'viewer-rules' },
];

export type TermsAgreementProps = {
  value: AgreementValues;
  onChange: (value: AgreementValues, level: AgreementLevel) => void;
  /**
   * 필수약관에 동의해주셔야 합니다. after a submit without both required consents; it goes as soon as
   * both are ticked, rather than staying under boxes that say otherwise until the next submit.
   */
  error?: string | null;
};

/** SPEC section 2: terms (required), privacy (required), marketing (optional) and all-agree. */
export function TermsAgreement({ value, onChange, error }: TermsAgreementProps) {
  const t = useT();
  const [openDocument, setOpenDocument] = useState<RulesDocument | null>(null);
  const change = (next: AgreementValues) => onChange(next, agreementLevel(next));
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-border p-3">
      <legend className="sr-only">{t('auth.terms.all')}</legend>
      <Checkbox
        label={<strong>{t('auth.terms.all')}</strong>}
        checked={agreementLevel(value) === 'full'}
        onChange={() => change(toggleAll(value))}
      />
      <hr className="border-border" />
      {CONSENTS.map((consent) => (
        <div key={consent.key} className="flex items-center justify-between gap-2">
          <Checkbox
            label={t(consent.label)}
            checked={value[consent.key]}
            onChange={(event) => change({ ...value, [consent.key]: event.target.checked })}
          />
          <button
            type="button"
            aria-label={t('auth.terms.viewDocument', { title: t(consent.label) })}
            onClick={() => setOpenDocument(consent.document)}
            // A thumb-sized target (40px) around the small word; the negative margin keeps the row's look.
            className="-my-2 -mr-2 inline-flex min-h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center px-2 text-xs text-muted underline underline-offset-2 hover:text-text"
          >
            {t('common.view')}
          </button>
        </div>
      ))}
      <FieldMessage>{agreementLevel(value) === 'none' ? error : null}</FieldMessage>
      <RulesDocumentModal type={openDocument} onClose={() => setOpenDocument(null)} />
    </fieldset>
  );
}
