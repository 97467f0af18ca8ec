import type { ContentPreview, Locale } from '@onair/contracts';
import type { Database } from '@onair/db';
import { homeStore } from '../../home/index';

/**
 * The home page's operator content as the home routes would answer it at `at`, for a visitor or a
 * member: the same store and queries, so the preview cannot drift from what the site shows.
 * Themes are the desktop rows, each with its channels' names.
 */
export function contentPreview(db: Database) {
  const home = homeStore(db);
  return async (brand: string, at: Date, asker: 'visitor' | 'member', locale: Locale): Promise<ContentPreview> => {
    const strip = <
      T extends { itemId: number; title: string; body: string; imageUrl: string | null; linkUrl: string | null },
    >(
      items: T[],
    ) => items.map(({ itemId, title, body, imageUrl, linkUrl }) => ({ itemId, title, body, imageUrl, linkUrl }));
    const [banners, bannersNewstyle, popups, logos, themes] = await Promise.all([
      home.items(brand, 'banner', 'classic', locale, asker, at),
      home.items(brand, 'banner', 'newstyle', locale, asker, at),
      home.items(brand, 'popup', '', locale, asker, at),
      home.items(brand, 'logo', '', locale, asker, at),
      // Every picked channel: who will be live at that time is not known now.
      home.themes(brand, 'PC', locale, undefined, at, false),
    ]);
    return {
      at: at.toISOString(),
      banners: strip(banners),
      bannersNewstyle: strip(bannersNewstyle),
      popups: strip(popups),
      logos: strip(logos),
      themes: themes.map((theme) => ({
        themeId: theme.themeId,
        title: theme.title,
        channels: theme.channels.map((channel) => channel.name),
      })),
    };
  };
}
