import { homeItems, type Database } from '@onair/db';
import { callApi } from '../../../testing/test-api';
import type { TestMember } from '../../money/testing/money-test-kit';

type Card = { channelId: number; viewerCount: number };

/**
 * The member follows the live channel, has watched it (recent) and the mobile home has a theme
 * with it, so that every list carrying its viewerCount has a card for it.
 */
export async function listChannelEverywhere(db: Database, url: string, member: TestMember, channelId: number) {
  await db
    .insert(homeItems)
    .values({
      brand: 'onair',
      kind: 'theme',
      variant: 'MOBILE_WEB',
      title: '지금 라이브',
      position: 1,
      channelIds: [channelId],
    });
  for (const path of ['/api/my/follows', '/api/my/streams/watch']) {
    const { status } = await callApi(url, 'POST', path, { body: { channelId }, headers: member.headers });
    if (status !== 200) throw new Error(`${path} answered ${status}`);
  }
}

/** The channel's viewerCount in every answer the pages read it from, by where it is shown. */
export async function countsEverywhere(url: string, member: TestMember, channelId: number) {
  const body = async (path: string, asker: TestMember | null = null) =>
    (await callApi(url, 'GET', path, { headers: asker?.headers ?? {} })).body;
  const cardIn = (items: Card[]) => items.find((card) => card.channelId === channelId)?.viewerCount;
  const themes = (await body('/api/guest/themes?device=MOBILE_WEB')).items as { channels: Card[] }[];
  return {
    'home channel grid': cardIn((await body('/api/guest/channels?size=100')).items),
    'home live channels': cardIn((await body('/api/guest/channels?live=true&size=100')).items),
    'home recommended': cardIn((await body('/api/guest/suggestion-list?size=100')).items),
    'home theme': cardIn(themes.flatMap((theme) => theme.channels)),
    'live page detail': (await body(`/api/guest/channel/${channelId}`)).viewerCount as number | undefined,
    'my followed': cardIn((await body('/api/my/follows', member)).items),
    'my recently watched': cardIn((await body('/api/my/streams/recent', member)).items),
    'my page recent': cardIn((await body('/api/my/view-main', member)).recent),
  };
}

export type CountsEverywhere = Awaited<ReturnType<typeof countsEverywhere>>;

/** What countsEverywhere answers when every place says `count`. */
export const sameEverywhere = (count: number, counts: CountsEverywhere) =>
  Object.fromEntries(Object.keys(counts).map((where) => [where, count]));
