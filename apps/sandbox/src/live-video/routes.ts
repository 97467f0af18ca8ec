import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseOrThrow } from '../validate';

const Name = v.object({ name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });
const OnAir = v.object({ live: v.boolean() });

/** The shortest playlist hls.js and Safari accept as live: one 2 s segment, no ENDLIST. */
const LIVE_PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXTINF:2.0,',
  'segment-0.ts',
  '',
].join('\n');
/** An FLV file header (version 1, audio and video) and the first previous-tag-size. */
const FLV_HEADER = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x00]);

/**
 * Amazon IVS and BytePlus playback as our API sees them from outside (docs/media.md, "External
 * streams"): a channel's playback URL answers 200 while it is on air and 404 otherwise, as IVS's
 * does for an offline channel. Tests and developers switch a channel on and off air by name.
 */
export function liveVideoRoutes(app: FastifyInstance) {
  const onAir = new Set<string>();

  app.put('/live-video/:name', async (request) => {
    const { name } = parseOrThrow(Name, request.params, 'path');
    const { live } = parseOrThrow(OnAir, request.body, 'body');
    if (live) onAir.add(name);
    else onAir.delete(name);
    return { name, live };
  });

  app.get('/ivs/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const name = file.endsWith('.m3u8') ? file.slice(0, -'.m3u8'.length) : '';
    if (!onAir.has(name)) return reply.status(404).send({ message: 'channel is not live' });
    return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(LIVE_PLAYLIST);
  });

  app.get('/byteplus/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const name = file.endsWith('.flv') ? file.slice(0, -'.flv'.length) : '';
    if (!onAir.has(name)) return reply.status(404).send({ message: 'stream not found' });
    return reply.type('video/x-flv').send(FLV_HEADER);
  });
}
