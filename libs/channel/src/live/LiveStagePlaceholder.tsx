import { useT } from '@onair/i18n';
import { useTheaterMode } from '@onair/player';
import { Spinner } from '@onair/ui';
import { LIVE_ROOM_GRID, LIVE_STAGE_BOX, LIVE_STAGE_CELL } from './live-stage-classes';

/**
 * The room's stage while the room is not ready (the channel loading, the door being checked): the
 * same box in the same place as the player's, with the broadcast's poster where it may be shown,
 * so the page does not jump and the document shell's poster (tools/vite brand-shell) stays put.
 */
export function LiveStagePlaceholder({ poster = null }: { poster?: string | null }) {
  const t = useT();
  const wide = useTheaterMode().active;
  return (
    <div className={LIVE_ROOM_GRID(wide)}>
      <div className={LIVE_STAGE_CELL(wide)}>
        <div role="status" aria-label={t('common.loading')} className={LIVE_STAGE_BOX(wide)}>
          {poster && <img src={poster} alt="" className="absolute inset-0 h-full w-full object-contain" />}
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        </div>
      </div>
    </div>
  );
}
