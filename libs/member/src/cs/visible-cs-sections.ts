import { isFeatureOn } from '@onair/brand';
import { selectProfile, useAppSelector, useBrand } from '@onair/store';
import { CS_SECTIONS, type CsSection } from '../nav/paths';

/**
 * The customer-service tabs this reader is offered. Development notices are release notes for staff
 * (an operator, user type O): a viewer would read internal notes meant for someone else. The account
 * change is for whoever is paid out, a channel owner (and staff who help them), and only where the
 * brand pays out withdrawals: a viewer has no payout account to change.
 */
export function useVisibleCsSections(): readonly CsSection[] {
  const profile = useAppSelector(selectProfile);
  const withdrawals = isFeatureOn(useBrand(), 'withdrawals');
  const staff = profile?.userType === 'O';
  const paidOut = staff || (profile?.channelId ?? null) !== null;
  return CS_SECTIONS.filter((key) => {
    if (key === 'develop-notices') return staff;
    if (key === 'account-change') return withdrawals && paidOut;
    return true;
  });
}
