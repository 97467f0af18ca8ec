import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, selectLocale, selectSessionRestoring, useAppSelector } from '@onair/store';
import { OperatorLink } from './OperatorLink';

const BOX = 'aspect-[3/1] w-[85%] shrink-0 snap-start overflow-hidden rounded sm:w-[calc((100%-1rem)/2)]';
/** Three to a row on a wide screen; one or two banners share the row between them rather than leave a hole. */
const boxOf = (count: number) => (count >= 3 ? `${BOX} lg:w-[calc((100%-2rem)/3)]` : BOX);

/**
 * The operator's banners as a strip that scrolls sideways (snapping to each), in the reader's
 * language (asked again when it changes). The API answers the banners for the asker's audience
 * (everyone's, and visitors' or members'), so they are asked again when the session changes, and
 * not while it is being restored. Its height is fixed by the banners' 3:1 box, so the
 * placeholder while loading takes exactly the same room. A banner's link to a page of this site
 * opens in the app.
 */
export function BannerStrip({ enabled }: { enabled: boolean }) {
  const t = useT();
  const lang = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsSignedIn);
  const restoring = useAppSelector(selectSessionRestoring);
  // Only lang is sent; signedIn is in the argument because RTK Query keys its cache on the whole
  // argument, so a visitor's answer and a member's are kept apart and a sign-in or out asks anew.
  const args: guestApi.HomeBannersApiArg & { signedIn: boolean } = { lang, signedIn };
  // currentData: the answer for this session, never the other session's while the new one loads.
  const { currentData } = guestApi.useHomeBannersQuery(args, { skip: !enabled || restoring });
  const banners = currentData?.items;
  if (banners && banners.length === 0) return null;
  return (
    <section aria-label={t('home.banners')} aria-busy={!banners} className="flex snap-x gap-4 overflow-x-auto pb-1">
      {!banners
        ? Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={`${boxOf(3)} animate-pulse bg-surface-raised`} />
          ))
        : banners.map((banner) => {
            const picture = banner.imageUrl ? (
              <img src={banner.imageUrl} alt={banner.title} className="h-full w-full object-cover" loading="lazy" />
            ) : (
              <div className="flex h-full w-full flex-col justify-end bg-gradient-to-br from-accent/50 to-surface p-4">
                <p className="text-base font-bold text-text">{banner.title}</p>
                {banner.body && <p className="line-clamp-2 text-xs text-muted">{banner.body}</p>}
              </div>
            );
            return (
              <div key={banner.itemId} className={`${boxOf(banners.length)} bg-surface-raised`}>
                {banner.linkUrl ? (
                  <OperatorLink url={banner.linkUrl} className="block h-full w-full" label={banner.title}>
                    {picture}
                  </OperatorLink>
                ) : (
                  picture
                )}
              </div>
            );
          })}
    </section>
  );
}
