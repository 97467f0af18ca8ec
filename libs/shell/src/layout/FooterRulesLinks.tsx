import { useState } from 'react';
import { RulesDocumentModal } from '@onair/auth/dialogs';
import type { RulesDocument } from '@onair/contracts';
import { useT } from '@onair/i18n';

/** 이용약관 and 개인정보처리방침, shown in the rules document modal rather than a new page. */
export function FooterRulesLinks() {
  const t = useT();
  const [shown, setShown] = useState<RulesDocument | null>(null);
  const links = [
    ['service-rules', t('footer.terms')],
    ['privacy-rules', t('footer.privacy')],
  ] as const;
  return (
    <>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map(([document, label]) => (
          <li key={document}>
            <button type="button" className="cursor-pointer font-semibold text-text hover:underline" onClick={() => setShown(document)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <RulesDocumentModal type={shown} onClose={() => setShown(null)} />
    </>
  );
}
