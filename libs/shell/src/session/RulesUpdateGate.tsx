import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { RULES_TITLE_KEYS, RulesDocumentModal } from '@onair/auth/dialogs';
import type { RulesDocument } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { selectProfile, signOut, useAppDispatch, useAppSelector } from '@onair/store';
import { Button, Dialog } from '@onair/ui';

/**
 * A signed-in member asked to agree to the rules documents revised since they last agreed
 * (docs/rules-documents.md): each named with its version and the day it took effect, readable in
 * full; agreeing records each and lets them go on, or they sign out. Nothing else of the site is
 * reachable meanwhile: the consent the law asks for is to the version in force.
 */
export function RulesUpdateGate() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const { data } = myApi.useMyRulesAgreementsQuery(undefined, { skip: !profile });
  const [agree, { isLoading }] = myApi.useMyAgreeRulesDocumentMutation();
  const [reading, setReading] = useState<RulesDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = profile ? (data?.pending ?? []) : [];

  const agreeToAll = async () => {
    setFailed(false);
    for (const each of pending) {
      const result = await agree({ body: { document: each.document, version: each.version } });
      if ('error' in result) {
        setFailed(true);
        return;
      }
    }
  };

  return (
    <>
      <Dialog
        open={pending.length > 0 && reading === null}
        // Only agreeing or signing out closes it.
        onClose={() => undefined}
        title={t('rules.update.title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => void dispatch(signOut())}>
              {t('rules.update.signOut')}
            </Button>
            <Button loading={isLoading} onClick={() => void agreeToAll()}>
              {t('rules.update.agree')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-text">{t('rules.update.lead')}</p>
          <ul className="flex flex-col gap-2">
            {pending.map((each) => (
              <li key={each.document} className="flex flex-wrap items-center justify-between gap-2 rounded border border-border p-3">
                <span className="text-sm font-medium text-text">
                  {t('rules.update.item', {
                    title: t(RULES_TITLE_KEYS[each.document]),
                    version: each.version,
                    date: formatDateTime(each.effectiveAt),
                  })}
                </span>
                <Button size="sm" variant="secondary" onClick={() => setReading(each.document)}>
                  {t('rules.update.read')}
                </Button>
              </li>
            ))}
          </ul>
          {failed && (
            <p role="alert" className="text-sm text-danger">
              {t('error.rules.versionNotInForce')}
            </p>
          )}
        </div>
      </Dialog>
      <RulesDocumentModal type={reading} onClose={() => setReading(null)} />
    </>
  );
}
