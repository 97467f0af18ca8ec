// A channel's board and replays on every brand: a brand that switched the feature off shows no tab
// for it, and the tab's address, typed or bookmarked, says plainly that the service is not offered
// (the walk found a board that failed to load instead). SPEC sections 1 and 6.
import type { FeatureFlag } from '@onair/brand';
import { expect, ko, test } from './support/fixtures';

/** Each brand's first demo channel (libs/server/db/src/demo-streamers.ts): a channel belongs to its owner's brand. */
const DEMO_CHANNEL = { onair: 1, bellcast: 5, mint: 7, nova: 9 } as const;

const TABS: { flag: FeatureFlag; path: string; tab: string }[] = [
  { flag: 'boards', path: 'board', tab: 'channel.tab.board' },
  { flag: 'recordedStreams', path: 'replays', tab: 'channel.tab.replays' },
];

for (const { flag, path, tab } of TABS) {
  test(
    `the ${path} tab is there where ${flag} is on, and a clear page where it is off`,
    { tag: '@brands' },
    async ({ page, brand }) => {
      const channel = DEMO_CHANNEL[brand.code];
      await page.goto(`/channel/${channel}`);
      const tabs = page.getByRole('main').getByRole('navigation', { name: ko('channel.tab.label') });
      await expect(tabs.getByRole('link', { name: ko('channel.tab.notices'), exact: true })).toBeVisible();
      const link = tabs.getByRole('link', { name: ko(tab), exact: true });

      await page.goto(`/channel/${channel}/${path}`);
      const offPage = page.getByRole('heading', { name: ko('featureOff.title'), exact: true });
      if (brand.features[flag]) {
        await expect(link).toBeVisible();
        await expect(offPage).toHaveCount(0);
      } else {
        await expect(link).toHaveCount(0);
        await expect(offPage).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('link', { name: ko('common.goHome'), exact: true }),
        ).toBeVisible();
      }
    },
  );
}
