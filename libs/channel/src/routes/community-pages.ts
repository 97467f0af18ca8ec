// Every channel community page, for one lazy chunk: the home page and the live page never load them.
export { ChannelPage } from '../channel/ChannelPage';
export { ChannelHomeTab } from '../channel/ChannelHomeTab';
export { NoticeListTab } from '../notices/NoticeListTab';
export { NoticeDetailPage } from '../notices/NoticeDetailPage';
export { NoticeEditorPage } from '../notices/NoticeEditorPage';
export { ReplayListTab } from '../replays/ReplayListTab';
export { ClipListTab } from '../clips/ClipListTab';
export { BoardListTab } from '../board/BoardListTab';
export { BoardDetailPage } from '../board/BoardDetailPage';
export { BoardEditorPage } from '../board/BoardEditorPage';
export { ChannelSettingsPage } from '../settings/ChannelSettingsPage';
