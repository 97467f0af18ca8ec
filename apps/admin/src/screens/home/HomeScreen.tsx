import { Link } from 'react-router';
import { Panel } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT } from '../../i18n/use-console-t';
import { screensFor } from '../screen-registry';
import { ScreenFrame } from '../shared/ScreenFrame';
import { brandsText } from '../staff/staff-labels';

/** Who is signed in, with which role and brands, and the screens that role may use. */
export function HomeScreen() {
  const t = useConsoleT();
  const staff = useConsoleSelector(selectStaff);
  if (!staff) return null;
  const screens = screensFor(staff.role).filter((entry) => entry.path !== '');
  return (
    <ScreenFrame title={t('console.home.title')} lead={t('console.home.welcome', { name: staff.displayName })}>
      <Panel>
        <div className="grid gap-1 text-sm text-text">
          <p>{t('console.home.role', { role: t(`console.role.${staff.role}`) })}</p>
          <p>
            {t('console.home.brands', {
              brands: brandsText(t, staff.brands),
            })}
          </p>
        </div>
      </Panel>
      <Panel title={t('console.home.screens')}>
        {screens.length === 0 ? (
          <p className="text-sm text-muted">{t('console.home.noScreens')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {screens.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={`/${entry.path}`}
                  className="inline-block rounded border border-border px-3 py-2 text-sm font-medium text-text hover:border-accent"
                >
                  {t(entry.nav)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ScreenFrame>
  );
}
