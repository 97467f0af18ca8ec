// Each message's stable key and params (libs/contracts/README.md, "Messages and error answers"):
// the key is its group's name and its own ('auth.blocked'), derived from the texts in messages.ts.
import {
  VALIDATION_MESSAGES,
  AUTH_MESSAGES,
  PHONE_MESSAGES,
  OAUTH_MESSAGES,
  MONEY_MESSAGES,
  CHAT_MESSAGES,
  CHANNEL_MESSAGES,
  PERMISSION_MESSAGES,
  RATE_LIMIT_MESSAGES,
  EXPIRE_MESSAGES,
  BOARD_MESSAGES,
  CHANNEL_NOTICE_MESSAGES,
  CHANNEL_PROFILE_MESSAGES,
  CS_MESSAGES,
  FOLLOW_MESSAGES,
  LIVE_AUTH_MESSAGES,
  MESSAGE_MESSAGES,
  MY_PASSWORD_MESSAGES,
  STREAM_MESSAGES,
  MEMBER_BLOCK_MESSAGES,
  UPLOAD_MESSAGES,
  IDENTITY_MESSAGES,
  PARTNER_MESSAGES,
  MAINTENANCE_MESSAGES,
  MEDIA_MESSAGES,
  SYSTEM_MESSAGES,
  ADMIN_MESSAGES,
  SANCTION_MESSAGES,
  ADMIN_MEMBER_MESSAGES,
  ADMIN_LIVE_MESSAGES,
  RULES_MESSAGES,
} from './messages';

/** The groups by the key prefix of their messages: 'auth.blocked' is AUTH_MESSAGES.blocked. */
const MESSAGE_GROUPS = {
  validation: VALIDATION_MESSAGES,
  auth: AUTH_MESSAGES,
  phone: PHONE_MESSAGES,
  oauth: OAUTH_MESSAGES,
  money: MONEY_MESSAGES,
  chat: CHAT_MESSAGES,
  channel: CHANNEL_MESSAGES,
  permission: PERMISSION_MESSAGES,
  rateLimit: RATE_LIMIT_MESSAGES,
  expire: EXPIRE_MESSAGES,
  board: BOARD_MESSAGES,
  channelNotice: CHANNEL_NOTICE_MESSAGES,
  channelProfile: CHANNEL_PROFILE_MESSAGES,
  cs: CS_MESSAGES,
  follow: FOLLOW_MESSAGES,
  liveAuth: LIVE_AUTH_MESSAGES,
  message: MESSAGE_MESSAGES,
  myPassword: MY_PASSWORD_MESSAGES,
  stream: STREAM_MESSAGES,
  memberBlock: MEMBER_BLOCK_MESSAGES,
  upload: UPLOAD_MESSAGES,
  identity: IDENTITY_MESSAGES,
  partner: PARTNER_MESSAGES,
  maintenance: MAINTENANCE_MESSAGES,
  media: MEDIA_MESSAGES,
  system: SYSTEM_MESSAGES,
  admin: ADMIN_MESSAGES,
  sanction: SANCTION_MESSAGES,
  adminMember: ADMIN_MEMBER_MESSAGES,
  adminLive: ADMIN_LIVE_MESSAGES,
  rules: RULES_MESSAGES,
} as const;

type Groups = typeof MESSAGE_GROUPS;

/** The stable key of a message: 'auth.invalidCredentials'. */
export type MessageKey = { [G in keyof Groups]: `${G}.${keyof Groups[G] & string}` }[keyof Groups];

/** The Korean text of a key, as a literal type. */
export type MessageText<K extends MessageKey> = K extends `${infer G extends keyof Groups}.${infer N}`
  ? N extends keyof Groups[G]
    ? Groups[G][N]
    : never
  : never;

/** The {param} names in a text: '최소 {minimum} {currency}부터…' has minimum and currency. */
export type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type MessageParams = Record<string, string | number>;

/** A message by key, with the values of its params: what an error answer carries beside its text. */
export type MessageRef = { key: MessageKey; params?: MessageParams };

/** Every message by key, built from the groups above (the one list). */
export const MESSAGE_TEXTS: Readonly<Record<MessageKey, string>> = Object.fromEntries(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [`${group}.${name}`, text]),
  ),
) as Record<MessageKey, string>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGE_TEXTS, key);

/** A key with the values of its params, which the type names: messageRef('money.withdrawBelowMinimum', { minimum, currency }). */
export function messageRef<K extends MessageKey>(
  key: K,
  ...params: ParamNames<MessageText<K>> extends never ? [] : [Record<ParamNames<MessageText<K>>, string | number>]
): MessageRef {
  return params[0] ? { key, params: params[0] } : { key };
}

/** The Korean text of a message, its params filled in (a missing one stays as {name}). */
export function messageText(ref: MessageRef | MessageKey): string {
  const { key, params = {} } = typeof ref === 'string' ? { key: ref } : ref;
  return MESSAGE_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const KEY_OF_TEXT = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(MESSAGE_TEXTS) as Array<[MessageKey, string]>) {
  if (!KEY_OF_TEXT.has(text)) KEY_OF_TEXT.set(text, key);
}

/**
 * The message a finished text is, found by its exact words: for texts that arrive without their key
 * (a shared schema's issue, checked in the browser or named in a field error). Texts with params, or
 * words of no group, are {text} (system.text). Where groups share words the first group's key is
 * taken: the same Korean either way.
 */
export function messageOfText(text: string): MessageRef {
  const key = KEY_OF_TEXT.get(text);
  return key ? { key } : { key: 'system.text', params: { text } };
}
