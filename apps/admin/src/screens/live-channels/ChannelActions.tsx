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
      // Long English labels wrap inside the button instead of widening the column past a tablet's screen.
      className={`h-auto! min-h-8 max-w-32 whitespace-normal! py-1 text-left leading-tight [overflow-wrap:break-word] ${variant === 'ghost' ? 'text-danger!' : ''}`}
      onClick={() => onAction(action)}
      aria-label={`${t(`console.live.action.${action}.label`)} ${channel.channelName}`}
    >
      {t(`console.live.action.${action}.label`)}
    </Button>
  );
  return (
    // Stacked below 1280 px, so the row keeps its other columns readable on a 1024 px tablet.
    <span className="flex flex-col items-start gap-1.5 xl:flex-row xl:flex-wrap xl:items-center">
      {channel.isLive && button('end')}
      {button('revoke-key')}
      {channel.suspension ? button('lift') : button('suspend', 'ghost')}
    </span>
  );
}
