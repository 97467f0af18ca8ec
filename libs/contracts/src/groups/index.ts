import type { RouteContract } from '../route';
import { authRoutes } from './auth';
import { csRoutes } from './cs';
import { oauthRoutes } from './oauth';
import { partnerRoutes } from './partners';
import { guestRoutes } from './guest';
import { liveAuthRoutes } from './live-auth';
import { systemRoutes } from './system';
import { luvRoutes } from './luv';
import { shoppingRoutes } from './shoppings';
import { walletRightsRoutes } from './wallet-rights';
import { eventRoutes } from './events';
import { myMoneyRoutes, paymentFailureRoute, subscriberCountRoute } from './my-money';
import { followRoutes } from './follows';
import { memberCardRoutes } from './member-card';
import { memberStreamRoutes } from './member-streams';
import { messageRoutes } from './messages';
import { myPageRoutes } from './my-page';
import { homeRoutes } from './home';
import { channelProfileRoutes } from './channel-profile';
import { channelNoticeRoutes } from './channel-notices';
import { boardRoutes } from './boards';
import { streamRoutes } from './streams';
import { clipRoutes } from './clips';
import { emojiRoutes } from './emoji';
import { adminRoutes } from './admin';
import { rulesDocumentRoutes } from './rules-documents';
import { creatorRoutes } from './creator';
import { studioModerationRoutes } from './studio-moderation';
import { notificationRoutes } from './notifications';
import { discoveryRoutes } from './discovery';

export * from './auth';
export * from './signup';
export * from './cs';
export * from './oauth';
export * from './partners';
export * from './guest';
export * from './live-auth';
export * from './channel-detail';
export * from './system';
export * from './money-fields';
export * from './luv';
export * from './shoppings';
export * from './wallet-rights';
export * from './events';
export * from './my-money';
export * from './follows';
export * from './member-card';
export * from './member-streams';
export * from './messages';
export * from './my-page';
export * from './home';
export * from './channel-profile';
export * from './channel-notices';
export * from './boards';
export * from './streams';
export * from './clips';
export * from './emoji';
export * from './admin';
export * from './admin-members';
export * from './admin-reports';
export * from './admin-gift-reports';
export * from './admin-payments';
export * from './rules-documents';
export * from './creator';
export * from './studio-moderation';
export * from './notifications';
export * from './discovery';
export * from './broadcast-tags';
export * from './broadcast-languages';

/** Every route of the API; the OpenAPI document and the generated client come from this list. */
export const ALL_ROUTES: readonly RouteContract[] = [
  ...Object.values(systemRoutes),
  ...Object.values(authRoutes),
  ...Object.values(guestRoutes),
  ...Object.values(liveAuthRoutes),
  ...Object.values(csRoutes),
  ...Object.values(oauthRoutes),
  ...Object.values(partnerRoutes),
  ...Object.values(luvRoutes),
  ...Object.values(shoppingRoutes),
  ...Object.values(walletRightsRoutes),
  ...Object.values(eventRoutes),
  ...Object.values(myMoneyRoutes),
  ...Object.values(channelProfileRoutes),
  ...Object.values(channelNoticeRoutes),
  ...Object.values(boardRoutes),
  subscriberCountRoute,
  paymentFailureRoute,
  ...Object.values(followRoutes),
  ...Object.values(memberCardRoutes),
  ...Object.values(creatorRoutes),
  ...Object.values(studioModerationRoutes),
  ...Object.values(memberStreamRoutes),
  ...Object.values(messageRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(myPageRoutes),
  ...Object.values(homeRoutes),
  ...Object.values(streamRoutes),
  ...Object.values(clipRoutes),
  ...Object.values(emojiRoutes),
  ...Object.values(rulesDocumentRoutes),
  ...Object.values(discoveryRoutes),
  ...Object.values(adminRoutes),
];
