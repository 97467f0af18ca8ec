import type { Database } from '@onair/db';
import type { MediaUrls } from '../streams/index';
import { channelRepository } from './channels';
import { csNoticeRepository } from './cs-notices';
import { memberRepository } from './members';
import { partnerRepository } from './partners';

export type Repositories = ReturnType<typeof createRepositories>;

export function createRepositories(db: Database, media: MediaUrls) {
  return {
    channels: channelRepository(db, media),
    members: memberRepository(db),
    csNotices: csNoticeRepository(db),
    partners: partnerRepository(db),
  };
}
