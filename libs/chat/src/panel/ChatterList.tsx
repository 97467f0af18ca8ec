import { useT } from '@onair/i18n';
import type { RoomChatter } from '../user-card/room-chatters';
import type { NicknameMenuTrigger } from './ChatMessageLine';
import { nicknameColour } from './nickname-colour';
import { RoleBadge } from './RoleBadge';

function PeopleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1 16c0-3 2.7-5 6-5s6 2 6 5v1H1zm13.2 1v-1c0-1.7-.7-3.2-1.9-4.3 3.1-.3 5.7 1.4 5.7 4.3v1z" />
    </svg>
  );
}

/** The button beside the chat's title that shows or hides the 참여자 list. */
export function ChatterListToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={t('chat.chatters.open')}
      title={t('chat.chatters.open')}
      onClick={onToggle}
      className="rounded p-1 text-muted hover:text-text focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
    >
      <PeopleIcon />
    </button>
  );
}

/**
 * The room's chatters (roomChatters: the streamer, then the latest writers). Where the reader may
 * open a chatter's user card, the nickname is a button that opens it, as a line's nickname does.
 */
export function ChatterList({
  id,
  chatters,
  menuOf,
}: {
  id: string;
  chatters: readonly RoomChatter[];
  menuOf: (chatter: RoomChatter) => NicknameMenuTrigger | undefined;
}) {
  const t = useT();
  return (
    <section
      id={id}
      aria-label={t('chat.chatters.title')}
      className="max-h-48 overflow-y-auto border-b border-border px-3 py-2"
    >
      <h3 className="text-xs font-semibold text-muted">{t('chat.chatters.title')}</h3>
      {chatters.length === 0 ? (
        <p className="py-2 text-sm text-muted">{t('chat.chatters.empty')}</p>
      ) : (
        <ul className="mt-1 flex flex-col">
          {chatters.map((chatter) => {
            const menu = menuOf(chatter);
            const tone = `font-semibold ${chatter.role === 'owner' ? 'text-accent' : nicknameColour(chatter.memberId)}`;
            return (
              <li key={chatter.memberId} className="py-0.5 text-sm">
                <RoleBadge role={chatter.role} />
                {menu ? (
                  <button
                    type="button"
                    aria-expanded={menu.open}
                    aria-controls={menu.open ? menu.controls : undefined}
                    onClick={(event) => menu.onOpen(event.currentTarget)}
                    className={`${tone} rounded hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent`}
                  >
                    {chatter.nickname}
                  </button>
                ) : (
                  <span className={tone}>{chatter.nickname}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-1 text-[11px] text-muted">{t('chat.chatters.hint')}</p>
    </section>
  );
}
