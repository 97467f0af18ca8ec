import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { AUTH_MESSAGES, PERMISSION_MESSAGES } from '@onair/contracts';
import { chatManagers } from '@onair/db';
import { newMember, type MoneyApi, type TestMember } from '../../../modules/money/testing/money-test-kit';
import { present } from '../../present';
import type { CallResult } from '../../../testing/test-api';

/** Appoints a member manager of a channel, as the owner does in the chat. */
export async function appointManager(api: MoneyApi, channelId: number, member: TestMember) {
  await api.database.db.insert(chatManagers).values({ channelId, memberId: member.memberId });
}

/** Who acts on a channel's board: its owner, a writer, a fan, an operator, a manager, and a mint-brand owner. */
export type BoardCast = {
  owner: TestMember;
  author: TestMember;
  fan: TestMember;
  operator: TestMember;
  manager: TestMember;
  mintOwner: TestMember;
  channelId: number;
};

export async function boardCast(api: MoneyApi): Promise<BoardCast> {
  const owner = await newMember(api, { channel: {} });
  const channelId = present(owner.channelId, 'the owner channel');
  const manager = await newMember(api);
  await appointManager(api, channelId, manager);
  return {
    owner,
    channelId,
    author: await newMember(api),
    fan: await newMember(api),
    operator: await newMember(api, { userType: 'O' }),
    manager,
    mintOwner: await newMember(api, { brand: 'mint', channel: {} }),
  };
}

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 1x1 PNG (one opaque pixel of the given grey), valid enough for any image decoder. */
export function tinyPng(grey = 0x80): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, grey]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An image's pixels as sRGB samples: what a served image is compared by, since uploads are stored
 * re-encoded (not byte for byte as sent).
 */
export const pixelsOf = (bytes: Buffer) => sharp(bytes).toColourspace('srgb').raw().toBuffer();

export type FilePart = { field: string; name: string; bytes: Buffer; type?: string };

/** A multipart/form-data call as a browser sends one: text fields and files. */
export async function callMultipart(
  api: MoneyApi,
  method: string,
  path: string,
  member: TestMember | null,
  fields: Record<string, string | number | boolean>,
  files: FilePart[] = [],
): Promise<CallResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const response = await fetch(`${api.url}${path}`, { method, body: form, headers: member?.headers ?? {} });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Downloads a stored file and answers its bytes, to prove the upload is really there. */
export async function download(api: MoneyApi, url: string) {
  const response = await fetch(`${api.url}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

export const png = (name = 'pic.png', field = 'images', grey = 0x80): FilePart => ({
  field,
  name,
  bytes: tinyPng(grey),
});

/** A refusal as the API answers it: status, code and the exact Korean message. */
export const refused = (status: number, code: string, message: string) => ({
  status,
  body: expect.objectContaining({ code, message }),
});

export const visitorRefusal = () => refused(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidToken);
export const forbidden = (message: string = PERMISSION_MESSAGES.notAllowed) => refused(403, 'FORBIDDEN', message);
export const authorOnlyRefusal = () => refused(403, 'FORBIDDEN', PERMISSION_MESSAGES.authorOnly);
