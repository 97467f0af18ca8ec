import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';

type Restriction = { active: boolean; until: string | null };

/** A member's block and chat ban as they stand now, or 정상 when neither is in force. */
export function RestrictionBadges({ block, chatBan }: { block: Restriction; chatBan: Restriction }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const until = (restriction: Restriction) =>
    restriction.until
      ? t('console.member.until', { at: formatDateTime(restriction.until) })
      : t('console.member.permanent');
  if (!block.active && !chatBan.active) return <span className="text-success">{t('console.member.ok')}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      {block.active && (
        <span className="font-medium text-danger">
          {t('console.member.blocked')}
          <span className="block whitespace-nowrap text-xs font-normal text-muted">{until(block)}</span>
        </span>
      )}
      {chatBan.active && (
        <span className="font-medium text-danger">
          {t('console.member.chatBanned')}
          <span className="block whitespace-nowrap text-xs font-normal text-muted">{until(chatBan)}</span>
        </span>
      )}
    </span>
  );
}
