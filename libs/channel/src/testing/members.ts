import type { SessionProfile } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { OWNER_ID } from './fixtures';

/** The owner of channel 1 (the fixtures' channel), signed in. */
export const OWNER: SessionProfile = { ...MEMBER, memberId: OWNER_ID, loginId: 'onairstaff', nickname: '온에어지기', channelId: 1 };
