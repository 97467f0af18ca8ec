/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { channels, externalStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
// The real sandbox plays Amazon IVS and BytePlus over HTTP; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../sandbox/src/app';
import { get, newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { probePlayback } from './external-streams';

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Channels played from Amazon IVS or BytePlus go live and offline as their playback URL says. */
describe.each(testDatabaseTargets('pglite'))('external streams on $name', (target) => {
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let api: MoneyApi;

  beforeAll(async () => {
    sandbox = buildSandboxApp();
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, externalPollMs: 100 } }),
    });
  });
  afterAll(async () => {
    await api.close();
    await sandbox.close();
  });

  const onAir = (name: string, live: boolean) =>
    fetch(`${sandboxUrl}/live-video/${name}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live }),
    });
  const detailOf = async (channelId: number) => (await get(api, null, `/api/guest/channel/${channelId}`)).body;

  test('an IVS channel goes live with its start time and plays its IVS URL; offline when IVS says so', async () => {
    const streamer = await newMember(api, { channel: {} });
    const channelId = streamer.channelId!;
    const playbackUrl = `${sandboxUrl}/ivs/ch${channelId}.m3u8`;
    await api.database.db.insert(externalStreams).values({ channelId, player: 'IVS', playbackUrl });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await detailOf(channelId)).toMatchObject({ isLive: false, stream: null });

    await onAir(`ch${channelId}`, true);
    await until(async () => (await detailOf(channelId)).isLive === true, 'live');
    expect(await detailOf(channelId)).toMatchObject({
      liveStartedAt: expect.stringMatching(/^\d{4}-/),
      stream: { player: 'IVS', provider: 'aws', url: playbackUrl },
    });
    const listed = await get(api, null, '/api/guest/channels?page=1&size=100&live=true');
    expect(listed.body.items.map((item: { channelId: number }) => item.channelId)).toContain(channelId);

    await onAir(`ch${channelId}`, false);
    await until(async () => (await detailOf(channelId)).isLive === false, 'offline');
    expect(await detailOf(channelId)).toMatchObject({ liveStartedAt: null, stream: null });
  });

  test('a BytePlus channel plays its FLV pull URL while live', async () => {
    const streamer = await newMember(api, { channel: {} });
    const channelId = streamer.channelId!;
    const playbackUrl = `${sandboxUrl}/byteplus/bp${channelId}.flv`;
    await api.database.db.insert(externalStreams).values({ channelId, player: 'BYTEPLUS', playbackUrl });
    await onAir(`bp${channelId}`, true);
    await until(async () => (await detailOf(channelId)).isLive === true, 'live');
    expect((await detailOf(channelId)).stream).toEqual({ player: 'BYTEPLUS', provider: 'bp_flv', url: playbackUrl });
  });

  test('a suspended channel stays offline while its provider is on air, and goes live once lifted', async () => {
    const streamer = await newMember(api, { channel: {} });
    const channelId = streamer.channelId!;
    await api.database.db
      .update(channels)
      .set({ suspendedAt: new Date(), suspendedReason: '정지' })
      .where(eq(channels.channelId, channelId));
    await api.database.db
      .insert(externalStreams)
      .values({ channelId, player: 'IVS', playbackUrl: `${sandboxUrl}/ivs/sus${channelId}.m3u8` });
    await onAir(`sus${channelId}`, true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await detailOf(channelId)).toMatchObject({ isLive: false, stream: null });

    await api.database.db.update(channels).set({ suspendedAt: null }).where(eq(channels.channelId, channelId));
    await until(async () => (await detailOf(channelId)).isLive === true, 'live once lifted');
  });

  test('an unreachable service changes nothing; a 404 is offline', async () => {
    expect(await probePlayback(`${sandboxUrl}/ivs/nobody.m3u8`)).toBe(false);
    expect(await probePlayback('http://127.0.0.1:9/ivs/x.m3u8')).toBeNull();
    await onAir('somebody', true);
    expect(await probePlayback(`${sandboxUrl}/ivs/somebody.m3u8`)).toBe(true);
  });
});
