import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { ExpandableRow } from './ExpandableRow';

type NoticeKind = 'notices' | 'develop-notices' | 'guides';

/** Notices, development notices or guides: important ones pinned on top (the API's order), opened in place. */
export function NoticeBoard({ kind }: { kind: NoticeKind }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const arg = { page, size: PAGE_SIZES.items };
  const notices = csApi.useCsNoticeListQuery(arg, { skip: kind !== 'notices' });
  const developNotices = csApi.useCsDevelopNoticeListQuery(arg, { skip: kind !== 'develop-notices' });
  const guides = csApi.useCsGuideListQuery(arg, { skip: kind !== 'guides' });
  const query = kind === 'notices' ? notices : kind === 'guides' ? guides : developNotices;
  const label = t(
    kind === 'notices' ? 'member.cs.notices' : kind === 'guides' ? 'member.cs.guides' : 'member.cs.developNotices',
  );
  return (
    <PagedList query={query} label={label} empty={t('member.cs.emptyNotices')} onPage={setPage}>
      {(notice) => (
        <ExpandableRow
          key={notice.noticeId}
          title={notice.title}
          badge={
            notice.important ? (
              <span className="rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-accent-contrast">
                {t('member.cs.important')}
              </span>
            ) : null
          }
          meta={formatDateTime(notice.createdAt, false)}
        >
          <p className="whitespace-pre-wrap break-words text-sm text-text">{notice.content}</p>
        </ExpandableRow>
      )}
    </PagedList>
  );
}
