export { HomePage } from './home/HomePage';
export { ChannelCard, type ChannelCardProps } from './home/ChannelCard';
export { ChannelGrid } from './home/ChannelGrid';
// The live page loads lazily: only its routes and paths are exported here, never the page itself.
export { channelRoutes, LazyLivePage } from './live/channelRoutes';
export { LIVE_ROUTE_PATH, livePath } from './live/livePaths';
