// What the shell needs on every page: the routes (each page loads on first use), the paths, the
// account-menu links and the header's unread-message badge.
export { memberRoutes } from './nav/member-routes';
export { MEMBER_PATHS, CS_SECTIONS, csSectionPath, type CsSection } from './nav/paths';
export { useMemberNavLinks, type MemberNavLink } from './nav/use-member-nav-links';
export { UnreadMessagesBadge } from './nav/UnreadMessagesBadge';
export { NotificationBell } from './notifications/NotificationBell';
export { useUnreadMessageCount } from './messages/use-unread-message-count';
