import { useT } from '@onair/i18n';

/** The pop-out window's size: a chat column, as tall as most screens allow. */
const WINDOW_FEATURES = 'popup,width=400,height=720';

function PopoutIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Opens the chat alone in a window of its own (the page at `url`); one window per room, so a second
 * press brings the same window back rather than opening another.
 */
export function PopoutChatButton({ url, room }: { url: string; room: string }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t('chat.popout.open')}
      title={t('chat.popout.open')}
      onClick={() => window.open(url, `chat-${room}`, WINDOW_FEATURES)?.focus()}
      className="rounded p-1 text-muted hover:text-text focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
    >
      <PopoutIcon />
    </button>
  );
}
