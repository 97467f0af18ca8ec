import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/use-chat-room';
import { CHAT_SLOW_MODE_SECONDS } from '../room/wire';
import { useActRefusal } from './use-act-refusal';

/**
 * Slow mode's seconds (a select that sets them as soon as one is picked) and followers-only chat
 * (a toggle), for the owner, managers and operators. Compact in the wide row of tools; 40 px in
 * the phone's panel under its icon.
 */
export function ChatModeControls({ room, narrow }: { room: ChatRoom; narrow: boolean }) {
  const t = useT();
  const slow = useActRefusal();
  const followers = useActRefusal();
  const refusalText = slow.refusalText ?? followers.refusalText;
  // The request goes through the room: until it is joined there is nobody to ask.
  const offline = room.status !== 'connected';
  const optionText = (seconds: number) =>
    seconds === 0
      ? t('chat.tools.slowOff')
      : seconds % 60 === 0
        ? t('chat.tools.slowMinutes', { minutes: seconds / 60 })
        : t('chat.tools.slowSeconds', { seconds });
  // A setting the list does not hold (a newer server's) still shows as itself.
  const choices: readonly number[] = CHAT_SLOW_MODE_SECONDS.includes(room.slowModeSeconds as never)
    ? CHAT_SLOW_MODE_SECONDS
    : [...CHAT_SLOW_MODE_SECONDS, room.slowModeSeconds];
  return (
    <>
      <label className={`flex shrink-0 items-center gap-1.5 text-muted ${narrow ? 'text-sm' : 'text-xs'}`}>
        {t('chat.tools.slowMode')}
        <select
          value={room.slowModeSeconds}
          disabled={slow.busy || offline}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            void slow.run(() => room.setSlowMode(seconds));
          }}
          className={`rounded border border-border bg-bg px-1 text-sm text-text disabled:opacity-60 ${narrow ? 'h-10' : 'h-8'}`}
        >
          {choices.map((seconds) => (
            <option key={seconds} value={seconds}>
              {optionText(seconds)}
            </option>
          ))}
        </select>
      </label>
      <Button
        size={narrow ? 'md' : 'sm'}
        variant="ghost"
        guardMs={0}
        aria-pressed={room.followersOnly}
        disabled={followers.busy || offline}
        onClick={() => void followers.run(() => room.setFollowersOnly(!room.followersOnly))}
        className="shrink-0 aria-pressed:bg-accent/15 aria-pressed:text-accent"
      >
        {t('chat.tools.followersOnly')}
      </Button>
      {refusalText && (
        <p role="alert" className="basis-full text-xs text-danger">
          {refusalText}
        </p>
      )}
    </>
  );
}
