import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminApi } from '@onair/api-client';
import { Button, notify, Spinner } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ScreenFrame } from '../shared/ScreenFrame';
import { FormFailure } from '../staff/FormFailure';
import { LiftDialog } from './LiftDialog';
import { MemberActions, type MemberAction } from './MemberActions';
import { MemberInquiries } from './MemberInquiries';
import { MemberLedger } from './MemberLedger';
import { MemberProfile } from './MemberProfile';
import { MemberReports } from './MemberReports';
import { MemberSanctions } from './MemberSanctions';
import { PageSection } from './PageSection';
import { SanctionDialog } from './SanctionDialog';
import { UserTypeDialog } from './UserTypeDialog';

/** One member of the brand in view: who they are, what they did and what was done, and the actions. */
export function MemberPage() {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const memberId = useParams()['memberId'] ?? '';
  const staff = useConsoleSelector(selectStaff);
  const result = adminApi.useAdminMemberDetailQuery({ memberId });
  const [open, setOpen] = useState<MemberAction | null>(null);
  const back = (
    <Link to="/members" className="text-sm text-accent hover:underline">
      {t('console.member.backToSearch')}
    </Link>
  );

  if (!result.data) {
    return (
      <ScreenFrame title={t('console.member.pageTitle')} actions={back}>
        {result.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormFailure text={errorText(result.error)} />
            <Button variant="secondary" onClick={() => void result.refetch()}>
              {t('console.table.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('console.table.loading')}
          </p>
        )}
      </ScreenFrame>
    );
  }

  const detail = result.data;
  const { member } = detail;
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    notify.success(message);
    void result.refetch();
  };
  return (
    <ScreenFrame
      title={t('console.member.pageHeading', { nickname: member.nickname, login: member.loginId })}
      lead={t('console.member.pageLead', { id: member.memberId })}
      actions={
        <>
          {back}
          <MemberActions member={member} canSetUserType={staff?.role === 'super-admin'} onAction={setOpen} />
        </>
      }
    >
      <MemberProfile detail={detail} />
      <PageSection title={t('console.member.section.sanctions')}>
        <MemberSanctions sanctions={detail.sanctions} />
      </PageSection>
      <div className="grid gap-5 xl:grid-cols-2">
        <PageSection title={t('console.member.section.reportsAgainst')}>
          <MemberReports memberId={memberId} side="against" label={t('console.member.section.reportsAgainst')} />
        </PageSection>
        <PageSection title={t('console.member.section.reportsBy')}>
          <MemberReports memberId={memberId} side="by" label={t('console.member.section.reportsBy')} />
        </PageSection>
      </div>
      <PageSection title={t('console.member.section.inquiries')}>
        <MemberInquiries memberId={memberId} />
      </PageSection>
      <PageSection
        title={t('console.member.section.ledger')}
        aside={t('console.member.balance', { amount: detail.walletBalance })}
      >
        <MemberLedger memberId={memberId} />
      </PageSection>
      {(open === 'chat-ban' || open === 'block') && (
        <SanctionDialog
          member={member}
          kind={open}
          onClose={close}
          onDone={() => done(t(open === 'block' ? 'console.member.blockedNow' : 'console.member.chatBannedNow'))}
        />
      )}
      {(open === 'lift-chat-ban' || open === 'unblock') && (
        <LiftDialog
          member={member}
          kind={open === 'unblock' ? 'block' : 'chat-ban'}
          onClose={close}
          onDone={() => done(t('console.member.liftedNow'))}
        />
      )}
      {open === 'user-type' && (
        <UserTypeDialog member={member} onClose={close} onDone={() => done(t('console.member.userTypeSet'))} />
      )}
    </ScreenFrame>
  );
}
