import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';

/** A visitor reads the chat but cannot send (docs/chat.md MEMBERS_ONLY): where the input would be, a prompt that opens 회원 전용. */
export function VisitorPrompt() {
  const t = useT();
  const membersOnly = useMembersOnly();
  return (
    <div className="border-t border-border p-3">
      <button
        type="button"
        onClick={() => membersOnly()}
        className="flex h-10 w-full items-center justify-between gap-2 rounded border border-border bg-bg px-3 text-left text-sm text-muted hover:border-accent"
      >
        <span className="truncate">{t('chat.visitor.prompt')}</span>
        <span className="shrink-0 font-semibold text-accent">{t('chat.visitor.action')}</span>
      </button>
    </div>
  );
}
