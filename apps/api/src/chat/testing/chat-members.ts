import type { Socket } from 'socket.io-client';
import type { TestMember } from '../../money/testing/money-test-kit';
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
