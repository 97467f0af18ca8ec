import type { ContentKind } from '@onair/contracts';

/** Which fields the editor shows for a kind: one editor for every kind, each showing only what it uses. */
export type KindFields = {
  audience: boolean;
  image: boolean;
  link: boolean;
  channels: boolean;
  important: boolean;
  position: boolean;
};

const HOME: KindFields = {
  audience: false,
  image: true,
  link: true,
  channels: false,
  important: false,
  position: true,
};
const NOTICE: KindFields = {
  audience: false,
  image: false,
  link: false,
  channels: false,
  important: true,
  position: false,
};

export const KIND_FIELDS: Record<ContentKind, KindFields> = {
  banner: { ...HOME, audience: true },
  'banner-newstyle': { ...HOME, audience: true },
  popup: HOME,
  theme: { ...HOME, image: false, link: false, channels: true },
  logo: HOME,
  notice: NOTICE,
  develop: NOTICE,
  guide: NOTICE,
};

/** The kinds in the screen's tabs: banners, popups and notices first, the rarer kinds after. */
export const KIND_ORDER: readonly ContentKind[] = [
  'banner',
  'popup',
  'notice',
  'banner-newstyle',
  'theme',
  'logo',
  'develop',
  'guide',
];
