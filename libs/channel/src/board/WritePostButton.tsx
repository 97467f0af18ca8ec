import { useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { newPostPath } from '../channel/channel-paths';

/** 글쓰기: a member goes to the form; a visitor gets 회원 전용. */
export function WritePostButton({ channelId }: { channelId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const membersOnly = useMembersOnly();
  return (
    <button
      type="button"
      onClick={() => membersOnly(() => void navigate(newPostPath(channelId)))}
      className="inline-flex min-h-10 shrink-0 items-center rounded bg-accent px-3 text-sm font-semibold text-accent-contrast"
    >
      {t('channel.board.write')}
    </button>
  );
}
