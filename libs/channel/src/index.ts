export { HomePage } from './home/HomePage';
export { ChannelCard, type ChannelCardProps } from './home/ChannelCard';
export { ChannelGrid } from './home/ChannelGrid';
// The live page and the community pages load lazily: only their routes and paths are exported
// here, never the pages themselves.
export { channelRoutes, channelStandaloneRoutes, LazyLivePage } from './live/channel-routes';
export { LIVE_ROUTE_PATH, livePath } from './live/live-paths';
export { ChannelSearchForm, SearchIcon, type ChannelSearchFormProps } from './search/ChannelSearchForm';
export { SEARCH_ROUTE_PATH, searchPath } from './search/search-paths';
export { BROWSE_ROUTE_PATH, browsePath } from './browse/browse-paths';
export { FOLLOWS_PATH } from './follows/follows-paths';
export { FollowedSidebarSlot } from './follows/FollowedSidebarSlot';
export {
  CHANNEL_ROUTE_PATH,
  MY_CHANNEL_PATH,
  MY_CHANNEL_ROUTE_PATH,
  channelBoardPath,
  channelNoticesPath,
  channelPath,
  noticePath,
  postPath,
} from './channel/channel-paths';
export { CHANNEL_SETTINGS_EVENT, announceChannelSettingsUpdate } from './settings/settings-event';
// The creator studio and the OBS alert overlay, lazily loaded like the live page.
export { overlayRoutes, studioRoutes } from './studio/studio-routes';
export { STUDIO_PATH, overlayPath } from './studio/studio-paths';
