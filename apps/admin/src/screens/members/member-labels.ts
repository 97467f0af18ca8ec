import type { ConsoleMessageKey } from '../../i18n/use-console-t';

/** identityStatus of the API: 0 unapplied, 1 requested, 2 approved, 3 rejected. */
export const identityKey = (status: number): ConsoleMessageKey =>
  status === 1
    ? 'console.member.identity.requested'
    : status === 2
      ? 'console.member.identity.approved'
      : status === 3
        ? 'console.member.identity.rejected'
        : 'console.member.identity.none';
