import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@onair/contracts';
import type { ConsoleMessageKey } from '../i18n/use-console-t';

export type ScreenEntry = {
  /** The route under the console's root, and the screen's id: `staff` is /staff. '' is the home screen. */
  path: string;
  /** The side navigation's label (a console.* key in both bundles). */
  nav: ConsoleMessageKey;
  /**
   * Who sees the screen in the navigation and may open it: the roles that may call the admin routes
   * the screen uses (docs/permissions.md, "Operator console"); 'every' for every role.
   * The API enforces its table on every call; this only keeps a role from screens it cannot use.
   */
  roles: readonly StaffRole[] | 'every';
  screen: LazyExoticComponent<ComponentType>;
};

/**
 * Every screen of the console, in navigation order. A new screen is one entry here and one folder
 * `screens/<area>/` holding it (apps/admin/README.md, "Adding a screen").
 */
export const SCREENS: readonly ScreenEntry[] = [
  {
    path: '',
    nav: 'console.nav.home',
    roles: 'every',
    screen: lazy(() => import('./home/HomeScreen').then((m) => ({ default: m.HomeScreen }))),
  },
  {
    path: 'dashboard',
    nav: 'console.nav.dashboard',
    roles: ['super-admin', 'finance'],
    screen: lazy(() => import('./dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen }))),
  },
  {
    path: 'maintenance',
    nav: 'console.nav.maintenance',
    roles: 'every',
    screen: lazy(() => import('./maintenance/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen }))),
  },
  {
    path: 'staff',
    nav: 'console.nav.staff',
    roles: ['super-admin'],
    screen: lazy(() => import('./staff/StaffScreen').then((m) => ({ default: m.StaffScreen }))),
  },
  {
    path: 'audit',
    nav: 'console.nav.audit',
    roles: ['super-admin'],
    screen: lazy(() => import('./audit/AuditScreen').then((m) => ({ default: m.AuditScreen }))),
  },
  {
    path: 'members',
    nav: 'console.nav.members',
    roles: ['super-admin', 'moderator'],
    screen: lazy(() => import('./members/MembersScreen').then((m) => ({ default: m.MembersScreen }))),
  },
  {
    path: 'live-channels',
    nav: 'console.nav.liveChannels',
    roles: ['super-admin', 'moderator'],
    screen: lazy(() => import('./live-channels/LiveChannelsScreen').then((m) => ({ default: m.LiveChannelsScreen }))),
  },
  {
    path: 'reports',
    nav: 'console.nav.reports',
    roles: ['super-admin', 'moderator'],
    screen: lazy(() => import('./reports/ReportsScreen').then((m) => ({ default: m.ReportsScreen }))),
  },
  {
    path: 'inquiries',
    nav: 'console.nav.inquiries',
    roles: ['super-admin', 'support'],
    screen: lazy(() => import('./inquiries/InquiriesScreen').then((m) => ({ default: m.InquiriesScreen }))),
  },
  {
    path: 'account-changes',
    nav: 'console.nav.accountChanges',
    roles: ['super-admin', 'support'],
    screen: lazy(() =>
      import('./account-changes/AccountChangesScreen').then((m) => ({ default: m.AccountChangesScreen })),
    ),
  },
  {
    path: 'content',
    nav: 'console.nav.content',
    roles: ['super-admin', 'content'],
    screen: lazy(() => import('./content/ContentScreen').then((m) => ({ default: m.ContentScreen }))),
  },
  {
    path: 'recordings',
    nav: 'console.nav.recordings',
    roles: ['super-admin', 'content'],
    screen: lazy(() => import('./recordings/RecordingsScreen').then((m) => ({ default: m.RecordingsScreen }))),
  },
  {
    path: 'rules',
    nav: 'console.nav.rules',
    roles: ['super-admin', 'content'],
    screen: lazy(() => import('./rules-documents/RulesDocumentsScreen').then((m) => ({ default: m.RulesDocumentsScreen }))),
  },
  {
    path: 'categories',
    nav: 'console.nav.categories',
    roles: ['super-admin', 'content'],
    screen: lazy(() => import('./categories/CategoriesScreen').then((m) => ({ default: m.CategoriesScreen }))),
  },
  {
    path: 'coupons',
    nav: 'console.nav.coupons',
    roles: ['super-admin', 'content', 'finance'],
    screen: lazy(() => import('./coupons/CouponsScreen').then((m) => ({ default: m.CouponsScreen }))),
  },
  {
    path: 'gift-reports',
    nav: 'console.nav.giftReports',
    roles: ['super-admin', 'finance'],
    screen: lazy(() => import('./gift-reports/GiftReportsScreen').then((m) => ({ default: m.GiftReportsScreen }))),
  },
  {
    path: 'payments',
    nav: 'console.nav.payments',
    roles: ['super-admin', 'finance'],
    screen: lazy(() => import('./payments/PaymentsScreen').then((m) => ({ default: m.PaymentsScreen }))),
  },
  {
    path: 'payouts',
    nav: 'console.nav.payouts',
    roles: ['super-admin', 'finance', 'support'],
    screen: lazy(() => import('./payouts/PayoutsScreen').then((m) => ({ default: m.PayoutsScreen }))),
  },
];

/** The screens a role may use, in navigation order. */
export function screensFor(role: StaffRole, screens: readonly ScreenEntry[] = SCREENS): ScreenEntry[] {
  return screens.filter((entry) => entry.roles === 'every' || entry.roles.includes(role));
}
