/** The chat's limits; docs/chat.md gives the reasons for each figure. */
export const CHAT_LIMITS = {
  /** How often a node writes its rooms' viewer counts to the channels the home page lists. */
  viewerCountWriteMs: 5_000,
  /** Characters (code points) in one chat line, after trimming. */
  maxTextLength: 200,
  /** clientMsgId: a UUID fits with room to spare. */
  maxClientMsgIdLength: 64,
  /** A member may send this many lines per window, across every room and node. */
  rate: { messages: 3, windowMs: 2000 },
  /** Joins per socket: each may replay up to catchUpLimit messages, so a loop of them must not become a flood. */
  joinRate: { messages: 10, windowMs: 10_000 },
  /** At most this many missed messages are replayed on a re-join; the newest ones when more were missed. */
  catchUpLimit: 500,
  /** One live page joins one room; a few more leaves room for a multi-view without letting one socket watch everything. */
  maxRoomsPerSocket: 5,
  /** Messages taken into one transaction by a room's sequencer. */
  batchSize: 100,
  /** Largest socket.io frame accepted: a chat line is far smaller. */
  maxFrameBytes: 16 * 1024,
} as const;
