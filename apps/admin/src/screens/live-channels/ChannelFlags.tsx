import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';

type Flags = { adult: boolean; password: boolean; isLive: boolean; suspension: { reason: string } | null };

function Flag({ label, danger = false }: { label: string; danger?: boolean }) {
  return (
    <span
      className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${danger ? 'bg-danger/10 text-danger' : 'bg-accent/10 text-accent'}`}
    >
      {label}
    </span>
  );
}

/** The room's adult and password flags, and whether it is off the air or suspended. */
export function ChannelFlags({ channel }: { channel: Flags }) {
  const t = useConsoleT();
  const flags: [ConsoleMessageKey, boolean][] = [
    ['console.live.flag.adult', channel.adult],
    ['console.live.flag.password', channel.password],
  ];
  const shown = flags.filter(([, on]) => on);
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map(([key]) => (
        <Flag key={key} label={t(key)} />
      ))}
      {!channel.isLive && <Flag label={t('console.live.flag.offline')} />}
      {channel.suspension && <Flag label={t('console.live.flag.suspended')} danger />}
      {shown.length === 0 && channel.isLive && !channel.suspension && (
        <span className="whitespace-nowrap text-muted">{t('console.member.none')}</span>
      )}
    </span>
  );
}
