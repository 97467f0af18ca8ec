export { baseApi, type ApiBaseQuery, type ApiExtra } from './base-api';
export { MESSAGE_READ_CHANGES, RESOURCE_TAGS, type ResourceTag } from './cache-tags';
export * from './generated/index';
export { useListChannelsQuery, type ListChannelsApiResponse, type ChannelSummary } from './generated/guest';
