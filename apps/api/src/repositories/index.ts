import type { Database } from '@onair/db';
import { channelRepository } from './channels';
import { csNoticeRepository } from './cs-notices';
import { memberRepository } from './members';
import { partnerRepository } from './partners';

export type Repositories = ReturnType<typeof createRepositories>;

export function createRepositories(db: Database) {
  return {
    channels: channelRepository(db),
    members: memberRepository(db),
    csNotices: csNoticeRepository(db),
    partners: partnerRepository(db),
  };
}
