import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, PagedList } from '@onair/ui';
import { InquiryForm } from './InquiryForm';
import { InquiryRow } from './InquiryRow';

/** The member's inquiries (with status and answer) and the form to write one. */
export function InquiriesSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const query = csApi.useCsInquiryListV2Query({ page, size: PAGE_SIZES.items });
  return (
    <div className="flex flex-col gap-4">
      {writing ? (
        <InquiryForm
          onDone={() => {
            setWriting(false);
            setPage(1);
          }}
          onCancel={() => setWriting(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t('member.cs.inquiry.lead')}</p>
          <Button onClick={() => setWriting(true)}>{t('member.cs.inquiry.write')}</Button>
        </div>
      )}
      <PagedList query={query} label={t('member.cs.inquiries')} empty={t('member.cs.inquiry.empty')} onPage={setPage}>
        {(inquiry) => <InquiryRow key={inquiry.inquiryId} inquiry={inquiry} />}
      </PagedList>
    </div>
  );
}
