import { useNavigate, useParams } from 'react-router';
import { FeatureGate, MemberGate } from '@onair/auth/gates';
import { useT, type MessageKey } from '@onair/i18n';
import { PageFrame, TabBar } from '@onair/ui';
import { CS_SECTIONS, csSectionPath, type CsSection } from '../nav/paths';
import { AccountChangeSection } from './AccountChangeSection';
import { InquiriesSection } from './InquiriesSection';
import { NoticeBoard } from './NoticeBoard';
import { ReportsSection } from './ReportsSection';
import { useVisibleCsSections } from './visible-cs-sections';

const SECTION_KEYS: Record<CsSection, MessageKey> = {
  notices: 'member.cs.notices',
  'develop-notices': 'member.cs.developNotices',
  guides: 'member.cs.guides',
  inquiries: 'member.cs.inquiries',
  reports: 'member.cs.reports',
  'account-change': 'member.cs.accountChange',
};

const isSection = (value: string | undefined): value is CsSection => CS_SECTIONS.includes(value as CsSection);

/**
 * /cs and /cs/{section}: notices and guides for everyone, development notices for staff; the
 * member's inquiries, reports and (for channel owners) the bank account change request behind the
 * sign-in prompt. The account change's address answers everyone as before (a sign-in prompt, or
 * "not offered" on a brand without withdrawals); development notices' address shows the notices to
 * anyone else.
 */
export function CsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { section: param } = useParams();
  const sections = useVisibleCsSections();
  const asked: CsSection = isSection(param) ? param : 'notices';
  const section: CsSection = asked === 'develop-notices' && !sections.includes(asked) ? 'notices' : asked;
  return (
    <PageFrame title={t('member.cs.title')} lead={t('member.cs.lead')}>
      <div className="rounded border border-border bg-surface p-4 sm:p-5">
        <TabBar
          label={t('member.cs.title')}
          idPrefix="cs-tab"
          layout="fit"
          selected={section}
          onSelect={(next) => void navigate(csSectionPath(next))}
          items={sections.map((key) => ({ key, label: t(SECTION_KEYS[key]) }))}
        />
        <div role="tabpanel" aria-labelledby={`cs-tab-${section}`} className="pt-3">
          <CsSectionContent key={section} section={section} />
        </div>
      </div>
    </PageFrame>
  );
}

function CsSectionContent({ section }: { section: CsSection }) {
  switch (section) {
    case 'notices':
    case 'develop-notices':
    case 'guides':
      return <NoticeBoard kind={section} />;
    case 'inquiries':
      return <MemberGate inline>{() => <InquiriesSection />}</MemberGate>;
    case 'reports':
      return <MemberGate inline>{() => <ReportsSection />}</MemberGate>;
    case 'account-change':
      return (
        <FeatureGate flag="withdrawals">
          <MemberGate inline>{() => <AccountChangeSection />}</MemberGate>
        </FeatureGate>
      );
  }
}
