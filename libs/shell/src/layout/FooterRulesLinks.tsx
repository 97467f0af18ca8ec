import { lazy, Suspense, useState } from 'react';
import type { RulesDocument } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useShownOnce } from '@onair/ui';

// The documents' modal loads with the first link followed, not with every page's footer.
const RulesDocumentModal = lazy(async () => ({ default: (await import('@onair/auth/dialogs')).RulesDocumentModal }));

/** 이용약관 and 개인정보처리방침, shown in the rules document modal rather than a new page. */
export function FooterRulesLinks() {
  const t = useT();
  const [shown, setShown] = useState<RulesDocument | null>(null);
  const opened = useShownOnce(shown !== null);
  const links = [
    ['service-rules', t('footer.terms')],
    ['privacy-rules', t('footer.privacy')],
  ] as const;
  return (
    <>
      {/* Each button is 24 px tall (WCAG 2.2 target size) around 16 px of text, 40 px on a phone (a
          thumb); the negative margin lets the extra height reach into the footer's 12 px gaps, so the
          footer keeps its height. Wrapped rows are spaced so that the targets meet but do not overlap. */}
      <ul className="flex flex-wrap gap-x-4 gap-y-2 max-sm:gap-y-4">
        {links.map(([document, label]) => (
          <li key={document}>
            <button
              type="button"
              className="-my-1 inline-flex min-h-6 cursor-pointer max-sm:-my-2 max-sm:min-h-10 items-center font-semibold text-text hover:underline focus-visible:outline-2 focus-visible:outline-accent"
              onClick={() => setShown(document)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <RulesDocumentModal type={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
