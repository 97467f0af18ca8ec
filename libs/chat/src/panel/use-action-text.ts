import { useT, type MessageKey } from '@onair/i18n';
import type { ChatModerationAction, ChatModerationType } from '../room/wire';

const KEYS: Record<Exclude<ChatModerationType, 'slow' | 'followersOnly'>, MessageKey> = {
  kick: 'chat.action.kick',
  blacklist: 'chat.action.blacklist',
  unblacklist: 'chat.action.unblacklist',
  dumb: 'chat.action.dumb',
  undumb: 'chat.action.undumb',
  manager: 'chat.action.manager',
  unmanager: 'chat.action.unmanager',
  freeze: 'chat.action.freeze',
  unfreeze: 'chat.action.unfreeze',
};

/** A moderation action as one short sentence ('OO님이 강퇴되었습니다.'), for the room's line and the moderator's answer. */
export function useActionText() {
  const t = useT();
  return (action: ChatModerationAction) => {
    if (action.type === 'slow')
      return action.seconds ? t('chat.action.slow', { seconds: action.seconds }) : t('chat.action.slowOff');
    if (action.type === 'followersOnly')
      return t(action.on ? 'chat.action.followersOnly' : 'chat.action.followersOnlyOff');
    return t(KEYS[action.type], { nickname: action.targetNickname ?? '' });
  };
}
