import { useId, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { SANCTION_MAX_DAYS, type AdminSanctionKind } from '@onair/contracts';
import { TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

type Member = { memberId: number; loginId: string };

/** A chat ban or a block, for whole days or permanently, with a reason (POST …/sanctions). */
export function SanctionDialog({
  member,
  kind,
  onClose,
  onDone,
}: {
  member: Member;
  kind: AdminSanctionKind;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const id = useId();
  const errorText = useApiErrorText();
  const [sanction, { isLoading }] = adminApi.useAdminSanctionMemberMutation();
  const [permanent, setPermanent] = useState(false);
  const [days, setDays] = useState('7');
  const [daysWrong, setDaysWrong] = useState(false);
  const dayCount = Number(days);
  const daysOk = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SANCTION_MAX_DAYS;
  const what = t(kind === 'block' ? 'console.member.action.block' : 'console.member.action.chatBan');

  return (
    <ActionDialog
      formId="sanction-member"
      title={t('console.member.sanctionTitle', { what, login: member.loginId })}
      lead={t(kind === 'block' ? 'console.member.blockLead' : 'console.member.chatBanLead')}
      summary={
        permanent
          ? t('console.member.sanctionSummaryPermanent', { what, login: member.loginId })
          : t('console.member.sanctionSummary', { what, login: member.loginId, days: dayCount })
      }
      actionLabel={what}
      danger
      busy={isLoading}
      check={() => {
        setDaysWrong(!permanent && !daysOk);
        return permanent || daysOk;
      }}
      onClose={onClose}
      onSubmit={async (reason) => {
        const result = await sanction({
          memberId: String(member.memberId),
          body: { kind, reason, days: permanent ? null : dayCount },
        });
        if (result.error) return errorText(result.error);
        onDone();
        return null;
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-text">{t('console.member.duration')}</legend>
        <label className="flex items-center gap-2 text-sm text-text">
          <input type="radio" name={`${id}-duration`} checked={!permanent} onChange={() => setPermanent(false)} />
          {t('console.member.forDays')}
        </label>
        {!permanent && (
          <TextInput
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={SANCTION_MAX_DAYS}
            label={t('console.member.days')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={daysWrong ? t('console.member.daysInvalid', { max: SANCTION_MAX_DAYS }) : undefined}
            containerClassName="ml-6 w-40"
          />
        )}
        <label className="flex items-center gap-2 text-sm text-text">
          <input type="radio" name={`${id}-duration`} checked={permanent} onChange={() => setPermanent(true)} />
          {t('console.member.permanently')}
        </label>
      </fieldset>
    </ActionDialog>
  );
}
