// The auth module's public surface: the rest of the API imports it from here only.
export { authPlugin } from './auth-plugin';
export { insertMember } from './create-member';
export { creditedPartner } from './credited-partner';
export { startLateForfeitTimer } from './late-forfeits';
export { claimNickname } from './nickname-claim';
export { refreshTokenCookie } from './session-cookies';
export { tooManyAttempts } from './signin-route';
export { THROTTLE_LIMITS, accountKey, signinThrottle, type SigninThrottle } from './signin-throttle';
