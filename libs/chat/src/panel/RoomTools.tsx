import { useState } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/useChatRoom';
import { AnnouncementForm } from './AnnouncementForm';
import { MatchForm } from './MatchForm';
import { useActRefusal } from './useActRefusal';
import { useTapSize } from './useNarrowViewport';
import { VoteForm } from './VoteForm';

export type RoomToolsProps = {
  room: ChatRoom;
  /** The owner and managers open votes; operators only moderate. */
  canOpenVote: boolean;
  /** The owner proposes live matches. */
  canProposeMatch?: boolean;
};

/** A moderator's small controls over the chat: set or clear the announcement, open a vote, propose a live match, freeze the room. */
export function RoomTools({ room, canOpenVote, canProposeMatch = false }: RoomToolsProps) {
  const t = useT();
  const tapSize = useTapSize();
  const [panel, setPanel] = useState<'announce' | 'vote' | 'match' | null>(null);
  const toggle = (next: 'announce' | 'vote' | 'match') => setPanel((current) => (current === next ? null : next));
  const voteRunning = room.vote !== null && !room.vote.closed;
  const matchOpen = room.match !== null && (room.match.status === 'proposed' || room.match.status === 'running');
  const freezing = useActRefusal();
  return (
    <div role="group" aria-label={t('chat.tools.label')} className="border-b border-border px-3 py-1.5">
      <div className="flex flex-wrap gap-1.5">
        <Button
          size={tapSize}
          variant="ghost"
          guardMs={0}
          aria-expanded={panel === 'announce'}
          onClick={() => toggle('announce')}
        >
          {t('chat.tools.announce')}
        </Button>
        {canOpenVote && (
          <Button
            size={tapSize}
            variant="ghost"
            guardMs={0}
            aria-expanded={panel === 'vote'}
            disabled={voteRunning}
            onClick={() => toggle('vote')}
          >
            {t('chat.tools.vote')}
          </Button>
        )}
        {canProposeMatch && (
          <Button
            size={tapSize}
            variant="ghost"
            guardMs={0}
            aria-expanded={panel === 'match'}
            disabled={matchOpen}
            onClick={() => toggle('match')}
          >
            {t('chat.tools.match')}
          </Button>
        )}
        <Button
          size={tapSize}
          variant="ghost"
          guardMs={0}
          aria-pressed={room.frozen}
          disabled={freezing.busy}
          onClick={() => void freezing.run(() => room.setFrozen(!room.frozen))}
        >
          {t(room.frozen ? 'chat.tools.unfreeze' : 'chat.tools.freeze')}
        </Button>
      </div>
      {freezing.refusalText && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {freezing.refusalText}
        </p>
      )}
      {panel === 'announce' && <AnnouncementForm room={room} onDone={() => setPanel(null)} />}
      {panel === 'vote' && canOpenVote && !voteRunning && <VoteForm room={room} onDone={() => setPanel(null)} />}
      {panel === 'match' && canProposeMatch && !matchOpen && <MatchForm room={room} onDone={() => setPanel(null)} />}
    </div>
  );
}
