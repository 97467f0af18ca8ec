import { selectBrandChoice, selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { siteCodeFor } from '../../app/site-code';

/**
 * The one brand a brand-scoped screen (members, live channels) is looking at: the selector's choice,
 * or under 전체 브랜드 the account's first brand, which is what the API is sent. Screens name it, so
 * 전체 브랜드 is never taken for a search across brands.
 */
export function useSiteInView(): string {
  const staff = useConsoleSelector(selectStaff);
  const choice = useConsoleSelector(selectBrandChoice);
  return siteCodeFor(staff, choice) ?? '';
}
