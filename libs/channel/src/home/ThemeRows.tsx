import { guestApi } from '@onair/api-client';
import { selectAppType, selectIsMobile, useAppSelector } from '@onair/store';
import { ChannelRow, ChannelRowPlaceholder } from './ChannelRow';

/** Which curated rows to ask for: the app's, the phone's or the desktop's. */
function useThemeDevice(): 'PC' | 'MOBILE_WEB' | 'APP' {
  const appType = useAppSelector(selectAppType);
  const mobile = useAppSelector(selectIsMobile);
  if (appType === 'EMBED') return 'APP';
  return mobile ? 'MOBILE_WEB' : 'PC';
}

/** The operator's themed rows of channels for this device; rows without channels are left out. */
export function ThemeRows({ enabled }: { enabled: boolean }) {
  const device = useThemeDevice();
  const { data } = guestApi.useHomeThemesQuery({ device }, { skip: !enabled });
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
