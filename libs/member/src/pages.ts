// The pages, one per route of nav/member-routes.tsx, in their own chunk.
export { MyPage } from './my-page/MyPage';
export { MessagesPage } from './messages/MessagesPage';
export { CsPage } from './cs/CsPage';
export { ExpirePage } from './expire/ExpirePage';
