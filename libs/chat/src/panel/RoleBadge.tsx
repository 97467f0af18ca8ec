import { streamerTitle } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import type { ChatRole } from '../room/wire';

const tone: Record<Exclude<ChatRole, 'member'>, string> = {
  owner: 'bg-accent text-accent-contrast',
  manager: 'bg-success/20 text-success',
  operator: 'bg-danger text-danger-contrast',
};

/** The speaker's standing: the brand's streamer title for the owner (BJ, 호스트), 매니저, 운영자; members get none. */
export function RoleBadge({ role }: { role: ChatRole }) {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  if (role === 'member') return null;
  const label =
    role === 'owner'
      ? streamerTitle(brand, locale)
      : t(role === 'manager' ? 'chat.role.manager' : 'chat.role.operator');
  return (
    <span className={`mr-1 inline-block rounded px-1 align-[1px] text-[10px] font-bold leading-4 ${tone[role]}`}>
      {label}
    </span>
  );
}
