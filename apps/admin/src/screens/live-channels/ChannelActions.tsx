import { Button } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import type { ChannelAction } from './TakedownDialog';

type Channel = { channelName: string; isLive: boolean; suspension: unknown };

/** A row's takedown buttons: ending needs a live broadcast; a suspended channel offers the lift instead. */
export function ChannelActions({ channel, onAction }: { channel: Channel; onAction: (action: ChannelAction) => void }) {
  const t = useConsoleT();
  const button = (action: ChannelAction, variant: 'secondary' | 'ghost' = 'secondary') => (
    <Button
      size="sm"
      variant={variant}
      className={variant === 'ghost' ? 'text-danger!' : undefined}
      onClick={() => onAction(action)}
      aria-label={`${t(`console.live.action.${action}.label`)} ${channel.channelName}`}
    >
      {t(`console.live.action.${action}.label`)}
    </Button>
  );
  return (
    <span className="flex flex-wrap gap-1.5">
      {channel.isLive && button('end')}
      {button('revoke-key')}
      {channel.suspension ? button('lift') : button('suspend', 'ghost')}
    </span>
  );
}
