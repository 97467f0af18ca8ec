import { CHAT, CHAT_CLIENT_MSG_ID_MAX_LENGTH, CHAT_LINE_MAX_LENGTH } from '@onair/contracts';

/** The chat's limits; docs/chat.md gives the reasons for each figure. */
export const CHAT_LIMITS = {
  /** How often a node writes its rooms' viewer counts to the channels the home page lists. */
  viewerCountWriteMs: 5_000,
  /** Characters in one chat line, as @onair/contracts' chatTextLength counts them. */
  maxTextLength: CHAT_LINE_MAX_LENGTH,
  /** clientMsgId: a UUID fits with room to spare. */
  maxClientMsgIdLength: CHAT_CLIENT_MSG_ID_MAX_LENGTH,
  /** A member may send this many lines per window, across every room and node. */
  rate: CHAT.sendRate,
  /** Joins per socket: each may replay up to catchUpLimit messages, so a loop of them must not become a flood. */
  joinRate: { messages: 10, windowMs: 10_000 },
  /** At most this many missed messages are replayed on a re-join; the newest ones when more were missed. */
  catchUpLimit: 500,
  /** One live page joins one room; a few more leaves room for a multi-view without letting one socket watch everything. */
  maxRoomsPerSocket: 5,
  /**
   * A room's lines go out at most once per tick, together in one packet (room-broadcaster.ts): a
   * socket costs a write per packet, so this divides a busy room's writes by its lines per tick.
   * 100 ms is below what a reader notices in a scrolling chat and holds 5 lines at 50 a second.
   */
  broadcastTickMs: 100,
  /**
   * Sockets a room's packet is written to per turn of the event loop (local-delivery.ts): the
   * database's answers, incoming lines and pings wait at most one slice (about 4 ms on the
   * benchmark machine) rather than a whole 10,000-socket room (about 150 ms). With slices of
   * 1,000 a line took 4 times as long from its arrival to its commit in bench/chat.
   */
  deliverySliceSockets: 250,
  /** Messages taken into one transaction by a room's sequencer. */
  batchSize: 100,
  /** Largest socket.io frame accepted: a chat line is far smaller. */
  maxFrameBytes: 16 * 1024,
} as const;
