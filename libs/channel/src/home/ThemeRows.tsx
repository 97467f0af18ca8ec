import { guestApi } from '@onair/api-client';
import { selectAppType, selectIsMobile, selectLocale, useAppSelector } from '@onair/store';
import { ChannelRow, ChannelRowPlaceholder } from './ChannelRow';

/** Which curated rows to ask for: the app's, the phone's or the desktop's. */
function useThemeDevice(): 'PC' | 'MOBILE_WEB' | 'APP' {
  const appType = useAppSelector(selectAppType);
  const mobile = useAppSelector(selectIsMobile);
  if (appType === 'EMBED') return 'APP';
  return mobile ? 'MOBILE_WEB' : 'PC';
}

/**
 * The operator's themed rows of channels for this device, titled in the reader's language; rows
 * without channels are left out. The API puts each row's live channels first, and each card says
 * whether its channel is live.
 */
export function ThemeRows({ enabled }: { enabled: boolean }) {
  const device = useThemeDevice();
  const lang = useAppSelector(selectLocale);
  const { data } = guestApi.useHomeThemesQuery({ device, lang }, { skip: !enabled, refetchOnMountOrArgChange: true });
  if (!data) return <ChannelRowPlaceholder />;
  return (
    <>
      {data.items
        .filter((theme) => theme.channels.length > 0)
        .map((theme) => (
          <ChannelRow key={theme.themeId} title={theme.title} channels={theme.channels} />
        ))}
    </>
  );
}
