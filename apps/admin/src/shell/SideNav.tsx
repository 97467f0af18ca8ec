import { NavLink } from 'react-router';
import type { StaffRole } from '@onair/contracts';
import { useConsoleT } from '../i18n/use-console-t';
import { screensFor, SCREENS, type ScreenEntry } from '../screens/screen-registry';

/** The screens the role may use, from the registry; nothing else is listed. */
export function SideNav({ role, screens = SCREENS }: { role: StaffRole; screens?: readonly ScreenEntry[] }) {
  const t = useConsoleT();
  return (
    <nav aria-label={t('console.nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {screensFor(role, screens).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={`/${entry.path}`}
              end={entry.path === ''}
              className="block rounded px-3 py-2 text-sm font-medium text-muted hover:bg-accent/10 hover:text-text aria-[current=page]:bg-accent/10 aria-[current=page]:text-accent"
            >
              {t(entry.nav)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
