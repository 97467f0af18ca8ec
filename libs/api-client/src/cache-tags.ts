import type { TagDescription } from '@reduxjs/toolkit/query';
import type * as cs from './generated/cs';
import type * as guest from './generated/guest';
import type * as my from './generated/my';
import type * as shoppings from './generated/shoppings';

/**
 * The resources the client caches, each a tag type. A query provides the resources it shows (with
 * an id when it shows one of many, LIST when it shows a list of them); a mutation invalidates only
 * the resources it changes, so changing the nickname refetches the profile and not the follow list.
 */
export const RESOURCE_TAGS = [
  'AccountChange',
  'Banks',
  'Board',
  'BoardComment',
  'BoardSetting',
  'Captcha',
  'Channel',
  'ChannelNotice',
  'ChannelProfile',
  'ChannelSettings',
  'ChatManager',
  'ChatSanction',
  'Declaration',
  'Exchange',
  'Follow',
  'Inquiry',
  'LuvPreset',
  'Maintenance',
  'Me',
  'Message',
  'MessageBlock',
  'Overlay',
  'Notification',
  'Payment',
  'PersonalAuth',
  'Profile',
  'Recording',
  'RoomPassword',
  'RulesAgreement',
  'Setting',
  'StreamKey',
  'Subscription',
  'Wallet',
  'WatchHistory',
  'Withdrawal',
] as const;
export type ResourceTag = (typeof RESOURCE_TAGS)[number];
type Tag = TagDescription<ResourceTag>;

/** The one entry of a list of many that stands for the list itself (what an insert or delete changes). */
export const LIST = 'LIST';
const list = (type: ResourceTag): Tag => ({ type, id: LIST });
const one = (type: ResourceTag, id: string | number): Tag => ({ type, id: String(id) });

/** A query's tags, or a mutation's, from the endpoint's argument (both as the generated types say). */
type Rule<Arg = never> =
  | { providesTags: Tag[] | ((result: unknown, error: unknown, arg: Arg) => Tag[]) }
  | {
      invalidatesTags: Tag[] | ((result: unknown, error: unknown, arg: Arg) => Tag[]);
    };
const provides = <Arg = never>(tags: Tag[] | ((arg: Arg) => Tag[])): Rule<Arg> => ({
  providesTags: typeof tags === 'function' ? (_result, _error, arg) => tags(arg) : tags,
});
const invalidates = <Arg = never>(tags: Tag[] | ((arg: Arg) => Tag[])): Rule<Arg> => ({
  invalidatesTags: typeof tags === 'function' ? (_result, _error, arg) => tags(arg) : tags,
});

/** Reading a received message marks it read: the box's read marks and the unread count change. */
export const MESSAGE_READ_CHANGES: Tag[] = [list('Message'), one('Message', 'UNREAD')];

/** Who is signed in changed: everything about the member is someone else's now. */
const signedOut = invalidates(['Me', 'Profile', 'PersonalAuth', 'Captcha']);
/**
 * A new session, and another member's, who agreed to other versions of the rules and follows other
 * channels: a channel's detail says whether the viewer follows it, and was loaded as someone else
 * (a visitor, on the live page before signing in). Signing out leaves RulesAgreement alone: asked
 * again without a session, it could only be refused (401); it drops every cached answer anyway.
 */
const session = invalidates(['Me', 'Profile', 'PersonalAuth', 'Captcha', 'RulesAgreement', 'Channel', 'Follow']);
/** Money or items moved: every balance, ledger line and item count on screen. */
const wallet: Tag[] = ['Wallet'];

/**
 * Every endpoint's tags by name (names are unique across groups: they share one api). An endpoint
 * not here neither provides nor invalidates: a page that never changes (banners, themes), or a POST
 * that only asks (live-Auth, which takes a password in its body, must not reload the channel).
 */
export const ENDPOINT_TAGS: Record<string, Rule<never>> = {
  // auth
  captchaChallenge: provides(['Captcha']),
  me: provides(['Me']),
  personalAuth: provides(['PersonalAuth']),
  signin: session,
  signout: signedOut,
  signup: session,
  oauthSignup: session,
  kakaoSignupV3: session,
  // A withdrawal ends the session: Me says so; the withdrawn member's own pages still mounted would
  // only be refused (401) if refetched.
  expire: invalidates(['Me']),
  sendPhoneVerification: invalidates(['Captcha']),
  startPersonalAuth: invalidates(['PersonalAuth']),
  personalAuthCallback: invalidates(['PersonalAuth', 'Me', 'Profile']),
  // oauth
  oauthCallback: session,
  // my: the member's own settings and profile
  myProfile: provides(['Profile']),
  myUpdateProfile: invalidates(['Profile', 'Me']),
  // The profile says whether a password is set (a social member sets a first one).
  myChangePassword: invalidates(['Profile']),
  mySetting: provides(['Setting']),
  myUpdateSetting: invalidates(['Setting']),
  myBanks: provides(['Banks']),
  myUpdateBanks: invalidates(['Banks']),
  myLuvPreset: provides(['LuvPreset']),
  myUpdateLuvPreset: invalidates(['LuvPreset']),
  // Not Me: a withdrawal invalidates Me as the session ends, and this would be asked without one.
  myRulesAgreements: provides(['RulesAgreement']),
  myAgreeRulesDocument: invalidates(['RulesAgreement']),
  myStreamKey: provides(['StreamKey']),
  myStreamKeyRegenerate: invalidates(['StreamKey']),
  studioOverlay: provides(['Overlay']),
  studioOverlaySettings: invalidates(['Overlay']),
  studioOverlaySecret: invalidates(['Overlay']),
  // A test alert changes nothing stored.
  studioOverlayTest: invalidates([]),
  // The studio's lists of the channel's chat (managers, the ban list) and the room password's state.
  studioManagers: provides(['ChatManager']),
  studioManagerAdd: invalidates(['ChatManager']),
  studioManagerRemove: invalidates(['ChatManager']),
  studioSanctions: provides(['ChatSanction']),
  studioSanctionLift: invalidates(['ChatSanction']),
  studioRoomPassword: provides(['RoomPassword']),
  // Recordings: the owner's rename, hide and delete change the lists and that one recording.
  guestRecordedStreamList: provides([list('Recording')]),
  myRecordedStreamList: provides([list('Recording')]),
  guestRecordedStream: provides<guest.GuestRecordedStreamApiArg>(({ recordedStreamId }) => [
    one('Recording', recordedStreamId),
  ]),
  myRecordedStreamUpdate: invalidates<my.MyRecordedStreamUpdateApiArg>(({ recordedStreamId }) => [
    list('Recording'),
    one('Recording', recordedStreamId),
  ]),
  myRecordedStreamDelete: invalidates([list('Recording')]),
  // my: the member's channel
  myChannelProfile: provides(['ChannelProfile']),
  guestChannelProfile: provides<guest.GuestChannelProfileApiArg>(({ channelId }) => [one('ChannelProfile', channelId)]),
  openChannel: invalidates(['ChannelProfile', 'Me', 'ChannelSettings']),
  updateChannelProfile: invalidates(['ChannelProfile']),
  setRoomPassword: invalidates(['ChannelProfile', 'RoomPassword']),
  channelSettings: provides(['ChannelSettings']),
  updateChannelSettings: invalidates(['ChannelSettings', 'ChannelProfile']),
  // updateLiveTitle invalidates nothing: useSaveLiveTitle writes the answer into every cached detail
  // of the channel, so the live page shows it at once without loading the channel again.
  getChannelDetail: provides<guest.GetChannelDetailApiArg>(({ channelId }) => [one('Channel', channelId)]),
  // Whether the viewer runs the channel is theirs: a new session (another member) asks again, as for
  // the channel's detail; appointing or dismissing a manager changes it.
  channelRunsCheck: provides<my.ChannelRunsCheckApiArg>(({ channelId }) => [one('Channel', channelId), 'ChatManager']),
  listChannelNotices: provides([list('ChannelNotice')]),
  getChannelNotice: provides<my.GetChannelNoticeApiArg>(({ noticeId }) => [one('ChannelNotice', noticeId)]),
  createChannelNotice: invalidates([list('ChannelNotice')]),
  updateChannelNotice: invalidates<my.UpdateChannelNoticeApiArg>(({ noticeId }) => [
    list('ChannelNotice'),
    one('ChannelNotice', noticeId),
  ]),
  deleteChannelNotice: invalidates<my.DeleteChannelNoticeApiArg>(({ noticeId }) => [
    list('ChannelNotice'),
    one('ChannelNotice', noticeId),
  ]),
  // my: follows (the channel page updates its own follow state in place, useFollow)
  myFollowedChannels: provides([list('Follow')]),
  // The chat's user card: its follower count and follow button follow a follow from anywhere.
  getMemberCard: provides([list('Follow')]),
  myStreamsPresent: provides([list('Follow')]),
  myFollow: invalidates([list('Follow')]),
  myUnfollow: invalidates([list('Follow')]),
  myFollowNotify: invalidates([list('Follow')]),
  // my: the bell (polled) and this browser's push subscription
  myNotifications: provides([list('Notification')]),
  myNotificationsRead: invalidates([list('Notification')]),
  // my: messages
  myMessages: provides([list('Message')]),
  myReadMessage: provides<my.MyReadMessageApiArg>(({ msgId }) => [one('Message', msgId)]),
  myUnreadMessageCount: provides([one('Message', 'UNREAD')]),
  mySendMessage: invalidates([list('Message')]),
  myDeleteMessages: invalidates([list('Message'), one('Message', 'UNREAD')]),
  myMessageBlocks: provides(['MessageBlock']),
  myBlockMember: invalidates(['MessageBlock']),
  myUnblockMember: invalidates(['MessageBlock']),
  // my: watching and subscriptions
  myStreamsPlayed: provides(['WatchHistory']),
  myStreamsRecent: provides(['WatchHistory']),
  myStreamsWatch: invalidates(['WatchHistory']),
  // The member's home: followed channels live now, recently watched, unread messages.
  myViewMain: provides([list('Follow'), 'WatchHistory', one('Message', 'UNREAD')]),
  mySubscriptions: provides([list('Subscription')]),
  myStreamsSubscriptions: provides([list('Subscription')]),
  mySubscribers: provides([list('Subscription')]),
  subscriberCount: provides([list('Subscription')]),
  mySubscribe: invalidates([list('Subscription'), ...wallet]),
  myCancelRenewal: invalidates([list('Subscription')]),
  // money: balances, items, gifts and withdrawals
  myItems: provides(wallet),
  luvSums: provides(wallet),
  luvItemsSum: provides(wallet),
  luvHistory: provides(wallet),
  luvReceived: provides(wallet),
  luvReceivedList: provides(wallet),
  luvSentList: provides(wallet),
  reportMistakenGift: invalidates(wallet),
  myItemUse: invalidates(wallet),
  luvGift: invalidates(wallet),
  luvWithdrawList: provides([list('Withdrawal')]),
  luvWithdraw: invalidates([list('Withdrawal'), ...wallet]),
  luvWithdrawCancel: invalidates([list('Withdrawal'), ...wallet]),
  luvWithdrawComplete: invalidates([list('Withdrawal'), ...wallet]),
  luvWithdrawReject: invalidates([list('Withdrawal'), ...wallet]),
  exchangeAmount: provides(['Exchange']),
  exchangeStatus: provides(['Exchange']),
  exchangeApply: invalidates(['Exchange', ...wallet]),
  // shoppings: orders and coupons
  shoppingPaymentList: provides([list('Payment')]),
  shoppingPayment: provides<shoppings.ShoppingPaymentApiArg>(({ orderId }) => [one('Payment', orderId)]),
  flaxPayment: invalidates([list('Payment')]),
  luvPayment: invalidates([list('Payment')]),
  paymentsCancel: invalidates<shoppings.PaymentsCancelApiArg>(({ body }) => [
    list('Payment'),
    one('Payment', body.orderId),
    ...wallet,
  ]),
  useCoupon: invalidates(wallet),
  // What is left of the purchase limits changes with every order, cancel and the guardian's consent.
  purchaseLimits: provides([list('Payment')]),
  startGuardianConsent: invalidates([list('Payment')]),
  // A purchase approved or refunded moves the wallet, and brings a receipt and a lot with it.
  shoppingReceipts: provides(wallet),
  shoppingWalletLots: provides(wallet),
  // cs: boards and their comments
  boardList: provides([list('Board')]),
  findNewBoard: provides([list('Board')]),
  boardDetail: provides<cs.BoardDetailApiArg>(({ boardId }) => [one('Board', boardId)]),
  boardLikeCount: provides<cs.BoardLikeCountApiArg>(({ id }) => [one('Board', id)]),
  boardLikeUsers: provides<cs.BoardLikeUsersApiArg>(({ id }) => [one('Board', id)]),
  boardWrite: invalidates([list('Board')]),
  boardUpdate: invalidates<cs.BoardUpdateApiArg>(({ body }) => [list('Board'), one('Board', body.boardId)]),
  boardDelete: invalidates<cs.BoardDeleteApiArg>(({ id }) => [list('Board'), one('Board', id)]),
  boardImportant: invalidates([list('Board')]),
  boardLike: invalidates<cs.BoardLikeApiArg>(({ body }) => [one('Board', body.boardId)]),
  boardSettingCheck: provides(['BoardSetting']),
  boardSettingUpdate: invalidates(['BoardSetting']),
  boardCommentList: provides<cs.BoardCommentListApiArg>(({ boardId }) => [one('BoardComment', boardId)]),
  boardCommentWrite: invalidates<cs.BoardCommentWriteApiArg>(({ body }) => [one('BoardComment', body.boardId)]),
  boardCommentUpdate: invalidates(['BoardComment']),
  boardCommentDelete: invalidates(['BoardComment']),
  // cs: inquiries, reports and account changes
  csInquiryList: provides([list('Inquiry')]),
  csInquiryListV2: provides([list('Inquiry')]),
  csInquiryWrite: invalidates([list('Inquiry')]),
  csInquiryDelete: invalidates([list('Inquiry')]),
  csInquiryAnswer: invalidates([list('Inquiry')]),
  csDeclarationList: provides([list('Declaration')]),
  csDeclarationPost: invalidates([list('Declaration')]),
  csDeclarationDelete: invalidates([list('Declaration')]),
  csAccountChangeLatest: provides(['AccountChange']),
  csAccountChange: invalidates(['AccountChange']),
  // system
  getMaintenance: provides(['Maintenance']),
  setMaintenance: invalidates(['Maintenance']),
  clearMaintenance: invalidates(['Maintenance']),
};
