import type { Socket } from 'socket.io-client';
import { newMember, type MoneyApi, type TestMember } from '../../money/testing/money-test-kit';
import { chatClient, connect, listen, request, type ChatClientOptions, type Heard } from './chat-client';

/** The Bearer token newMember minted, for the handshake's auth.token. */
export const tokenOf = (member: TestMember) => (member.headers['authorization'] ?? '').replace(/^Bearer /, '');

export type InRoom = { socket: Socket; heard: Heard; joined: Record<string, unknown> };

/** Connects as the member (or a visitor when null) and joins the room; everything it hears is recorded from the start. */
export async function joinAs(
  url: string,
  member: TestMember | null,
  room: string,
  options: ChatClientOptions & { lastSeq?: number } = {},
): Promise<InRoom> {
  const socket = chatClient(url, { token: member ? tokenOf(member) : '', ...options });
  const heard = listen(socket);
  await connect(socket);
  const joined = await request(socket, 'join', {
    room,
    streamId: `stream-${room}`,
    source: 'web',
    ...(options.lastSeq === undefined ? {} : { lastSeq: options.lastSeq }),
  });
  if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
  return { socket, heard, joined };
}

/** The members of a staffed room (see joinStaffedRoom), and their sockets in it. */
export type StaffedRoom = {
  room: string;
  channelId: number;
  members: { streamer: TestMember; helper: TestMember; viewer: TestMember; staff: TestMember };
  owner: InRoom;
  manager: InRoom;
  plain: InRoom;
  operator: InRoom;
};

/**
 * A live channel's room with its owner, a manager the owner appointed, a plain member and an operator
 * (user type O) in it, joined in that order. `enter` joins one member: the test's own, which keeps the
 * sockets it opens to close them after each test.
 */
export async function joinStaffedRoom(
  api: MoneyApi,
  enter: (member: TestMember, room: string) => Promise<InRoom>,
): Promise<StaffedRoom> {
  const streamer = await newMember(api, { channel: { live: true } });
  const [helper, viewer, staff] = [await newMember(api), await newMember(api), await newMember(api, { userType: 'O' })];
  const channelId = streamer.channelId as number;
  const room = String(channelId);
  const owner = await enter(streamer, room);
  const appointed = await request(owner.socket, 'action', { room, type: 'manager', targetMemberId: helper.memberId });
  if (!appointed.ok) throw new Error(`manager refused: ${JSON.stringify(appointed)}`);
  const manager = await enter(helper, room);
  const plain = await enter(viewer, room);
  const operator = await enter(staff, room);
  return { room, channelId, members: { streamer, helper, viewer, staff }, owner, manager, plain, operator };
}

/** Sends a line as the client does: with a fresh clientMsgId unless one is given. */
export function say(
  socket: Socket,
  room: string,
  text: string,
  clientMsgId = `c-${Math.random().toString(36).slice(2)}`,
) {
  return request<{ seq: number }>(socket, 'message', { room, text, clientMsgId });
}

export const seqsOf = (heard: Heard, room?: string) =>
  heard.messages.filter((message) => room === undefined || message.room === room).map((message) => message.seq);
