import { Link } from 'react-router';
import { useT } from '@onair/i18n';
import { usePaymentNavLinks } from '@onair/payments/nav';
import { Panel } from '@onair/ui';
import { useMemberNavLinks } from '../nav/use-member-nav-links';

/** The member's other pages: the wallet pages of @onair/payments (each where the brand offers it), messages, customer service. */
export function ShortcutLinks() {
  const t = useT();
  const payments = usePaymentNavLinks();
  const member = useMemberNavLinks().filter((link) => link.key !== 'myPage');
  const links = [...payments, ...member];
  return (
    <Panel title={t('member.my.shortcuts')}>
      <nav aria-label={t('member.my.shortcuts')}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex h-10 items-center justify-center rounded border border-border bg-surface-raised px-2 text-center text-sm font-semibold text-text hover:border-accent hover:text-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
