// The header's controls for a member (libs/shell MemberCorner, loaded for a member only): the
// unread-message badge and the notification bell, with the API calls behind them.
export { UnreadMessagesBadge } from './nav/UnreadMessagesBadge';
export { NotificationBell } from './notifications/NotificationBell';
export { useUnreadMessageCount } from './messages/use-unread-message-count';
