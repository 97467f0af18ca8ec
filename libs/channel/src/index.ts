export { HomePage } from './home/HomePage';
export { ChannelCard, type ChannelCardProps } from './home/ChannelCard';
export { ChannelGrid } from './home/ChannelGrid';
