// The directory module's public surface (channels, members, partners and CS notices as read
// models, and the guest lookups): the rest of the API imports it from here only.
export { guestRoutesPlugin } from './guest-routes';
export { createRepositories, type Repositories } from './repositories';
export {
  channelOwner,
  channelRepository,
  channelSummaryColumns,
  enabledCategoryOf,
  liveFirst,
  ofBrand,
  toChannelSummary,
} from './channels';
export { containingPattern } from './like-pattern';
export { liveFirstByViewers, noLiveViewers, withLiveViewers, type LiveViewers } from './live-viewers';
export { memberRepository, type MemberRepository } from './members';
export type { PartnerRepository } from './partners';
export type { CsNoticeRepository } from './cs-notices';
