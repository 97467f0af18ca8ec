import { useState } from 'react';
import { useT } from '@onair/i18n';
import { Button, type ButtonProps } from '@onair/ui';
import type { ChatRoom } from '../room/use-chat-room';
import { AnnouncementForm } from './AnnouncementForm';
import { ChatModeControls } from './ChatModeControls';
import { MatchForm } from './MatchForm';
import { useActRefusal } from './use-act-refusal';
import { RoomToolIcon, type RoomToolIconName } from './RoomToolIcons';
import { useNarrowViewport } from './use-narrow-viewport';
import { VoteForm } from './VoteForm';

export type RoomToolsProps = {
  room: ChatRoom;
  /** The owner and managers open votes; operators only moderate. */
  canOpenVote: boolean;
  /** The owner proposes live matches. */
  canProposeMatch?: boolean;
};

type ToolProps = Omit<ButtonProps, 'children'> & {
  icon: RoomToolIconName;
  label: string;
  narrow: boolean;
  /** Tints the icon: something it controls is on (a chat mode). */
  active?: boolean;
};

/**
 * One tool: its words on a wide screen; on a phone a 40 px icon button named by them (aria-label,
 * and title for a pointer), so the owner's five tools fit one row at 360 px in every language. An
 * open form (aria-expanded) or a frozen room (aria-pressed) tints the icon, as the words cannot.
 */
function ToolButton({ icon, label, narrow, active = false, ...rest }: ToolProps) {
  return (
    <Button
      size={narrow ? 'md' : 'sm'}
      variant="ghost"
      guardMs={0}
      aria-label={narrow ? label : undefined}
      title={narrow ? label : undefined}
      className={
        narrow
          ? `w-10 shrink-0 px-0! aria-expanded:bg-accent/15 aria-expanded:text-accent aria-pressed:bg-accent/15 aria-pressed:text-accent ${active ? 'text-accent' : ''}`
          : undefined
      }
      {...rest}
    >
      {narrow ? <RoomToolIcon name={icon} /> : label}
    </Button>
  );
}

type Panel = 'announce' | 'vote' | 'match' | 'modes';

/**
 * A moderator's small controls over the chat: set or clear the announcement, open a vote, propose a
 * live match, freeze the room, and its slow mode and followers-only chat (in the row on a wide
 * screen; on a phone behind one more icon, 채팅 모드, whose panel opens under the row).
 */
export function RoomTools({ room, canOpenVote, canProposeMatch = false }: RoomToolsProps) {
  const t = useT();
  const narrow = useNarrowViewport();
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const modesOn = room.slowModeSeconds > 0 || room.followersOnly;
  const voteRunning = room.vote !== null && !room.vote.closed;
  const matchOpen = room.match !== null && (room.match.status === 'proposed' || room.match.status === 'running');
  const freezing = useActRefusal();
  return (
    <div role="group" aria-label={t('chat.tools.label')} className="border-b border-border px-3 py-1.5">
      <div className={narrow ? 'flex flex-nowrap gap-1' : 'flex flex-wrap gap-1.5'}>
        <ToolButton
          icon="announce"
          label={t('chat.tools.announce')}
          narrow={narrow}
          aria-expanded={panel === 'announce'}
          onClick={() => toggle('announce')}
        />
        {canOpenVote && (
          <ToolButton
            icon="vote"
            label={t('chat.tools.vote')}
            narrow={narrow}
            aria-expanded={panel === 'vote'}
            disabled={voteRunning}
            onClick={() => toggle('vote')}
          />
        )}
        {canProposeMatch && (
          <ToolButton
            icon="match"
            label={t('chat.tools.match')}
            narrow={narrow}
            aria-expanded={panel === 'match'}
            disabled={matchOpen}
            onClick={() => toggle('match')}
          />
        )}
        <ToolButton
          icon="freeze"
          label={t(room.frozen ? 'chat.tools.unfreeze' : 'chat.tools.freeze')}
          narrow={narrow}
          aria-pressed={room.frozen}
          disabled={freezing.busy}
          onClick={() => void freezing.run(() => room.setFrozen(!room.frozen))}
        />
        {narrow ? (
          <ToolButton
            icon="modes"
            label={t('chat.tools.modes')}
            narrow
            aria-expanded={panel === 'modes'}
            active={modesOn}
            onClick={() => toggle('modes')}
          />
        ) : (
          <ChatModeControls room={room} narrow={false} />
        )}
      </div>
      {freezing.refusalText && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {freezing.refusalText}
        </p>
      )}
      {panel === 'modes' && narrow && (
        <div role="group" aria-label={t('chat.tools.modes')} className="mt-2 flex flex-wrap items-center gap-2">
          <ChatModeControls room={room} narrow />
        </div>
      )}
      {panel === 'announce' && <AnnouncementForm room={room} onDone={() => setPanel(null)} />}
      {panel === 'vote' && canOpenVote && !voteRunning && <VoteForm room={room} onDone={() => setPanel(null)} />}
      {panel === 'match' && canProposeMatch && !matchOpen && <MatchForm room={room} onDone={() => setPanel(null)} />}
    </div>
  );
}
