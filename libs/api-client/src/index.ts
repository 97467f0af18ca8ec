export { baseApi, type ApiBaseQuery, type ApiExtra } from './base-api';
export * from './generated/index';
export { useListChannelsQuery, type ListChannelsApiResponse, type ChannelSummary } from './generated/guest';
