// A post's or notice's id in the address follows the same rule as a channel's.
export { channelIdFromParam as idFromParam } from '../live/live-paths';
