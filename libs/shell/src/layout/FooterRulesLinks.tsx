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
      {/* Each button is 24 px tall (WCAG 2.2 target size) around 16 px of text; -my-1 lets the extra 8 px
          reach into the footer's gaps, so the footer keeps its height. Wrapped rows: 8 px apart, so
          the targets meet but do not overlap. */}
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map(([document, label]) => (
          <li key={document}>
            <button
              type="button"
              className="-my-1 inline-flex min-h-6 cursor-pointer items-center font-semibold text-text hover:underline focus-visible:outline-2 focus-visible:outline-accent"
              onClick={() => setShown(document)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      <RulesDocumentModal type={shown} onClose={() => setShown(null)} />
    </>
  );
}
