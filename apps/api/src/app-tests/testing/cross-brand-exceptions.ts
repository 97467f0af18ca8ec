// The id-taking fields of the OpenAPI document that cross-brand-ids.test.ts does not try, each with
// the reason and, where another test crosses the brand instead, that test.

/**
 * A console route's record ("a member"): staff only, looked up on the request's brand, so another brand's record
 * is 404 like a missing one; `test` (under modules/admin/) is where that is tried.
 */
const consoleRecord = (record: string, test: string): string =>
  `${record}, looked up on the request's brand only, for staff (a member's session never opens the console): another brand's is 404 like a missing one (admin/${test})`;

/** Id-taking fields that are not tried, each with the reason. */
export const CROSS_BRAND_EXCEPTIONS: Record<string, string> = {
  'PUT /api/my/channel-live-title body:categoryId':
    "categories are one list for every brand (docs/discovery.md), not a brand's records; an unknown or disabled one is a 400 (discovery.test.ts)",
  'PATCH /api/admin/categories/{categoryId} path:categoryId':
    'categories are one list for every brand, changed only by an account for every brand (category-admin.test.ts)',
  'POST /api/auth/signup body:loginId':
    'the ID of the account being created, not a reference (IDs are unique per brand: brand-accounts.test.ts)',
  'POST /api/auth/signup/oauth/{provider} body:loginId': 'the ID of the account being created, not a reference',
  'POST /v3/api/m/signup/kakao body:loginId': 'the ID of the account being created, not a reference',
  'POST /api/auth/signup/oauth/{provider} body:recommendId':
    "needs a provider's access token; its recommender check is members.activeLoginIdExists on the request's brand, the call POST /api/auth/signup makes, tried here",
  'POST /v3/api/m/signup/kakao body:recommendId':
    "needs kakao's access token; its recommender check is members.activeLoginIdExists on the request's brand, the call POST /api/auth/signup makes, tried here",
  'POST /v2/api/auth/signin body:saveId': 'a switch (remember my ID on this device), not an id',
  'PUT /api/cs/board-update body:keepImageIds':
    'names images already on the edited post (post-images.ts: any other is 400); the post itself is tried by boardId',
  'PUT /api/my/channel-notice/{noticeId} body:keepImageIds':
    'names images already on the edited notice (post-images.ts: any other is 400); the notice itself is tried by noticeId',
  'POST /api/shoppings/guardian-consent/callback body:requestId':
    "the identity provider's own request id in its signed callback, not a record of any brand",
  'POST /api/personal-auth/callback body:requestId':
    "the identity provider's own request id in its signed callback, not a record of any brand",
  // The console's routes open only to a staff session, never to a member of any brand; a staff
  // account's brand scope is what guards them (modules/admin/admin-permissions.test.ts).
  'GET /api/admin/audit query:staffId':
    'a filter of the audit list, which a brand-scoped staff account reads only for its own brands (audit-routes.ts)',
  'GET /api/admin/audit query:targetId':
    'a filter of the audit list, which a brand-scoped staff account reads only for its own brands (audit-routes.ts)',
  'PATCH /api/admin/staff/{staffId} path:staffId':
    "a staff account, not a brand's record: one console serves every brand, and a scoped super-admin manages only accounts within its brands (admin-permissions.test.ts)",
  'POST /api/admin/staff/{staffId}/disable path:staffId':
    "a staff account, not a brand's record: a scoped super-admin disables only accounts within its brands (admin-permissions.test.ts)",
  'GET /api/admin/members query:loginId':
    "a filter of the member search, which reads the request's brand only (admin/members/member-search.test.ts)",
  'GET /api/admin/members query:memberId':
    "a filter of the member search, which reads the request's brand only (admin/members/member-search.test.ts)",
  'GET /api/admin/members/{memberId} path:memberId': consoleRecord('a member', 'members/member-sanctions.test.ts'),
  'GET /api/admin/members/{memberId}/ledger path:memberId': consoleRecord(
    'a member',
    'members/member-sanctions.test.ts',
  ),
  'POST /api/admin/members/{memberId}/sanctions path:memberId': consoleRecord(
    'a member',
    'members/member-sanctions.test.ts',
  ),
  'POST /api/admin/members/{memberId}/sanctions/lift path:memberId': consoleRecord(
    'a member',
    'members/member-sanctions.test.ts',
  ),
  'PUT /api/admin/members/{memberId}/user-type path:memberId': consoleRecord(
    'a member',
    'members/member-sanctions.test.ts',
  ),
  'GET /api/admin/channels/{channelId}/recordings path:channelId': consoleRecord('a channel', 'recordings/recording-admin.test.ts'),
  'POST /api/admin/recordings/{recordedStreamId}/visibility path:recordedStreamId': consoleRecord(
    'a recording',
    'recordings/recording-admin.test.ts',
  ),
  'POST /api/admin/recordings/{recordedStreamId}/delete path:recordedStreamId': consoleRecord(
    'a recording',
    'recordings/recording-admin.test.ts',
  ),
  'GET /api/admin/reports/{reportId} path:reportId': consoleRecord('a report', 'reports/report-desk.test.ts'),
  'POST /api/admin/reports/{reportId}/review path:reportId': consoleRecord('a report', 'reports/report-desk.test.ts'),
  'POST /api/admin/reports/{reportId}/dismiss path:reportId': consoleRecord('a report', 'reports/report-desk.test.ts'),
  'POST /api/admin/reports/{reportId}/hide path:reportId': consoleRecord('a report', 'reports/report-desk.test.ts'),
  'POST /api/admin/reports/{reportId}/action path:reportId': consoleRecord('a report', 'reports/report-desk.test.ts'),
  'POST /api/admin/inquiries/{inquiryId}/answer path:inquiryId': consoleRecord(
    'an inquiry',
    'reports/report-desk.test.ts',
  ),
  'GET /api/admin/attachments/{uploadId} path:uploadId':
    "an attachment of a report, inquiry or account change, looked up on the request's brand only, for staff (a member's session never opens the console): another brand's is 404 like a missing one (admin/reports/report-desk.test.ts)",
  'GET /api/admin/members/{memberId}/reports path:memberId': consoleRecord('a member', 'members/member-search.test.ts'),
  'GET /api/admin/members/{memberId}/inquiries path:memberId': consoleRecord(
    'a member',
    'members/member-search.test.ts',
  ),
  'POST /api/admin/maintenance/{windowId}/end path:windowId': consoleRecord(
    'a maintenance window',
    'maintenance/maintenance-windows.test.ts',
  ),
  'GET /api/admin/payments query:orderId': consoleRecord('a payment', 'payments/finance-payments.test.ts'),
  'GET /api/admin/payments query:memberId': consoleRecord('a payment', 'payments/finance-payments.test.ts'),
  'GET /api/admin/payments/{orderId} path:orderId': consoleRecord('a payment', 'payments/finance-payments.test.ts'),
  'POST /api/admin/payments/{orderId}/refund path:orderId': consoleRecord(
    'a payment',
    'payments/finance-payments.test.ts',
  ),
  'POST /api/admin/gift-reports/{reportId}/reverse path:reportId': consoleRecord(
    'a mistaken-gift report',
    'gift-reports/gift-reports.test.ts',
  ),
  'POST /api/admin/gift-reports/{reportId}/refuse path:reportId': consoleRecord(
    'a mistaken-gift report',
    'gift-reports/gift-reports.test.ts',
  ),
  'POST /api/admin/account-changes/{requestId}/approve path:requestId': consoleRecord(
    'an account-change request',
    'reports/account-change-desk.test.ts',
  ),
  'POST /api/admin/account-changes/{requestId}/refuse path:requestId': consoleRecord(
    'an account-change request',
    'reports/account-change-desk.test.ts',
  ),
  'POST /api/admin/live/channels/{channelId}/end path:channelId': consoleRecord(
    'a channel',
    'live/live-takedown.test.ts',
  ),
  'POST /api/admin/live/channels/{channelId}/revoke-key path:channelId': consoleRecord(
    'a channel',
    'live/live-takedown.test.ts',
  ),
  'POST /api/admin/live/channels/{channelId}/suspend path:channelId': consoleRecord(
    'a channel',
    'live/live-takedown.test.ts',
  ),
  'POST /api/admin/live/channels/{channelId}/lift path:channelId': consoleRecord(
    'a channel',
    'live/live-takedown.test.ts',
  ),
  'PUT /api/admin/content/{kind}/{itemId} path:itemId': consoleRecord('a content item', 'content/content.test.ts'),
  'POST /api/admin/content/{kind}/{itemId}/retire path:itemId': consoleRecord(
    'a content item',
    'content/content.test.ts',
  ),
  'POST /api/admin/content/{kind} body:channelIds':
    "a theme's channels as the operator lists them: the home page shows only those of the request's brand (home-store summaries), so another brand's id shows nothing (admin/content/content.test.ts)",
  'PUT /api/admin/content/{kind}/{itemId} body:channelIds':
    "a theme's channels as the operator lists them: the home page shows only those of the request's brand (home-store summaries), so another brand's id shows nothing (admin/content/content.test.ts)",
  'GET /api/admin/coupons/batches/{batchId}/codes path:batchId': consoleRecord(
    'a coupon batch',
    'coupons/coupons-console.test.ts',
  ),
  'GET /api/admin/coupons/batches/{batchId}/redemptions path:batchId': consoleRecord(
    'a coupon batch',
    'coupons/coupons-console.test.ts',
  ),
  'POST /api/admin/coupons/batches/{batchId}/disable path:batchId': consoleRecord(
    'a coupon batch',
    'coupons/coupons-console.test.ts',
  ),
  'GET /api/admin/exchange-events/{eventId}/applications path:eventId': consoleRecord(
    'an exchange event',
    'coupons/coupons-console.test.ts',
  ),
  'POST /api/admin/exchange-events/{eventId}/end path:eventId': consoleRecord(
    'an exchange event',
    'coupons/coupons-console.test.ts',
  ),
  'GET /api/admin/payouts/withdrawals query:batchId':
    "a filter of the payout queue, which reads the request's brand only (admin/payouts/payouts.test.ts)",
  'POST /api/admin/payouts/batches body:withdrawIds': consoleRecord('a withdrawal', 'payouts/payouts.test.ts'),
  'GET /api/admin/payouts/batches/{batchId}/transfer-file path:batchId': consoleRecord(
    'a payout batch',
    'payouts/payouts.test.ts',
  ),
  'POST /api/admin/payouts/batches/{batchId}/paid path:batchId': consoleRecord(
    'a payout batch',
    'payouts/payouts.test.ts',
  ),
  'POST /api/admin/payouts/withdrawals/{withdrawId}/reject path:withdrawId': consoleRecord(
    'a withdrawal',
    'payouts/payouts.test.ts',
  ),
};
