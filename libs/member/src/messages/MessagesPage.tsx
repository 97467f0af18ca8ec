import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FeatureGate, MemberGate } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { Button, PageFrame, Panel, TabBar } from '@onair/ui';
import { BlockList } from './BlockList';
import { ComposeDialog, type ComposeDraft } from './ComposeDialog';
import { MessageBox } from './MessageBox';
import { MESSAGE_TABS, type MessageTab } from './message-types';
import { useUnreadMessageCount } from './use-unread-message-count';

const isTab = (value: string | null): value is MessageTab => MESSAGE_TABS.includes(value as MessageTab);

/** /my/messages: received and sent boxes, the block list, and writing a message. `?box=` picks the tab, `?msg=` the open message. */
export function MessagesPage() {
  return (
    <FeatureGate flag="messages">
      <MemberGate>{() => <MessagesContent />}</MemberGate>
    </FeatureGate>
  );
}

function MessagesContent() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const box = params.get('box');
  const tab: MessageTab = isTab(box) ? box : 'received';
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const unread = useUnreadMessageCount();
  const select = (next: MessageTab) => setParams(next === 'received' ? {} : { box: next }, { replace: true });

  return (
    <PageFrame
      title={t('member.messages.title')}
      lead={t('member.messages.lead')}
      actions={<Button onClick={() => setDraft({ loginId: '' })}>{t('member.messages.compose')}</Button>}
    >
      <Panel>
        <TabBar
          label={t('member.messages.title')}
          idPrefix="message-tab"
          selected={tab}
          onSelect={select}
          items={[
            {
              key: 'received',
              label:
                unread > 0 ? t('member.messages.receivedWithCount', { count: unread }) : t('member.messages.received'),
            },
            { key: 'sent', label: t('member.messages.sent') },
            { key: 'blocks', label: t('member.messages.blocks') },
          ]}
        />
        <div role="tabpanel" aria-labelledby={`message-tab-${tab}`} className="pt-3">
          {tab === 'blocks' ? (
            <BlockList />
          ) : (
            <MessageBox key={tab} box={tab} onReply={(loginId) => setDraft({ loginId })} />
          )}
        </div>
      </Panel>
      <ComposeDialog draft={draft} onClose={() => setDraft(null)} />
    </PageFrame>
  );
}
