import { useMemo } from 'react';
import { isFeatureOn, type FeatureFlag } from '@onair/brand';
import { useT, type MessageKey } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { MEMBER_PATHS } from './paths';

export type MemberNavLink = { key: keyof typeof MEMBER_PATHS; to: string; label: string };

const LINKS: Array<{ key: keyof typeof MEMBER_PATHS; label: MessageKey; flag?: FeatureFlag }> = [
  { key: 'myPage', label: 'member.nav.myPage' },
  { key: 'messages', label: 'member.nav.messages', flag: 'messages' },
  { key: 'cs', label: 'member.nav.cs' },
];

/** The member's own pages for the account menu, messages only where the brand offers them. */
export function useMemberNavLinks(): MemberNavLink[] {
  const t = useT();
  const brand = useBrand();
  return useMemo(
    () =>
      LINKS.filter((link) => !link.flag || isFeatureOn(brand, link.flag)).map((link) => ({
        key: link.key,
        to: MEMBER_PATHS[link.key],
        label: t(link.label),
      })),
    [t, brand],
  );
}
