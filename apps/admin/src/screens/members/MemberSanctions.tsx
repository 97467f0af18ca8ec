import type { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';

type Sanction = adminApi.AdminMemberDetailApiResponse['sanctions'][number];

/** Every sanction given, lifted or not, newest first as the API answers them. */
export function MemberSanctions({ sanctions }: { sanctions: Sanction[] }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const state = (sanction: Sanction) =>
    sanction.inForce ? (
      <span className="font-medium text-danger">{t('console.member.sanction.inForce')}</span>
    ) : sanction.liftedAt ? (
      <span className="text-muted">
        {t('console.member.sanction.lifted', { at: formatDateTime(sanction.liftedAt) })}
        {sanction.liftReason && <span className="block text-xs">{sanction.liftReason}</span>}
      </span>
    ) : (
      <span className="text-muted">{t('console.member.sanction.ended')}</span>
    );
  return (
    <PlainTable
      label={t('console.member.section.sanctions')}
      rows={sanctions}
      getRowId={(sanction) => String(sanction.id)}
      empty={t('console.member.sanction.none')}
      columns={[
        {
          id: 'kind',
          header: t('console.member.sanction.kind'),
          cell: (sanction) => (
            <span className="whitespace-nowrap">
              {t(sanction.kind === 'block' ? 'console.member.action.block' : 'console.member.action.chatBan')}
            </span>
          ),
        },
        {
          id: 'period',
          header: t('console.member.sanction.period'),
          cell: (sanction) => (
            <span className="whitespace-nowrap">
              {`${formatDateTime(sanction.startsAt)} ~ ${sanction.endsAt ? formatDateTime(sanction.endsAt) : t('console.member.permanent')}`}
            </span>
          ),
        },
        { id: 'reason', header: t('console.member.sanction.reason'), cell: (sanction) => sanction.reason },
        {
          id: 'staff',
          header: t('console.member.sanction.staff'),
          cell: (sanction) =>
            sanction.staffId === null
              ? t('console.audit.system')
              : t('console.audit.staffNumber', { id: sanction.staffId }),
        },
        { id: 'state', header: t('console.member.sanction.state'), cell: state },
      ]}
    />
  );
}
