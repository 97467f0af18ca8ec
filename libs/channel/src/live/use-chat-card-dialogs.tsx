import { lazy, Suspense, useState } from 'react';
import { useShownOnce } from '@onair/ui';
import type { ChatPanelProps } from '@onair/chat';
import type { ComposeDraft, ReportTarget } from '@onair/member';

// The forms come with the first 신고 or 쪽지 보내기: importing them with the room brought the member
// library's pages (and react-hook-form) into every live page's first load.
const ReportDialog = lazy(async () => ({ default: (await import('@onair/member')).ReportDialog }));
const ComposeDialog = lazy(async () => ({ default: (await import('@onair/member')).ComposeDialog }));

/**
 * What a chatter's user card opens on the live page and the pop-out chat: 신고 (a member, or the
 * chat line by its room and sequence number) and 쪽지 보내기 (the message form, to their login ID).
 * Spread `panel` into ChatPanel and render `dialogs` beside it.
 */
export function useChatCardDialogs(channelId: number) {
  const [reported, setReported] = useState<ReportTarget | null>(null);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const reportUsed = useShownOnce(reported !== null);
  const composeUsed = useShownOnce(draft !== null);
  const panel: Pick<ChatPanelProps, 'onReport' | 'onMessage'> = {
    onReport: (target) =>
      setReported(
        target.seq === undefined
          ? { type: 'member', id: target.memberId, label: target.nickname }
          : // A chat line is reported in its room (the channel) by its sequence number.
            { type: 'chat', id: channelId, seq: target.seq, label: target.nickname },
      ),
    onMessage: (recipient) => setDraft({ loginId: recipient.loginId }),
  };
  const dialogs = (
    <Suspense fallback={null}>
      {reportUsed && (
        <ReportDialog open={reported !== null} target={reported ?? undefined} onClose={() => setReported(null)} />
      )}
      {composeUsed && <ComposeDialog draft={draft} onClose={() => setDraft(null)} />}
    </Suspense>
  );
  return { panel, dialogs };
}
