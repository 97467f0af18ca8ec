import { Button } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';

export type MemberAction = 'chat-ban' | 'block' | 'lift-chat-ban' | 'unblock' | 'user-type';

type Standing = { block: { active: boolean }; chatBan: { active: boolean } };

/**
 * What may be done to the member as they stand: a sanction in force can be replaced or lifted.
 * The user type is offered only to super-admins, the one role the API lets set it.
 */
export function MemberActions({
  member,
  canSetUserType,
  onAction,
}: {
  member: Standing;
  canSetUserType: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const t = useConsoleT();
  return (
    <>
      {member.chatBan.active ? (
        <Button variant="secondary" onClick={() => onAction('lift-chat-ban')}>
          {t('console.member.action.liftChatBan')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => onAction('chat-ban')}>
          {t('console.member.action.chatBan')}
        </Button>
      )}
      {member.block.active ? (
        <Button variant="secondary" onClick={() => onAction('unblock')}>
          {t('console.member.action.unblock')}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => onAction('block')}>
          {t('console.member.action.block')}
        </Button>
      )}
      {canSetUserType && (
        <Button variant="secondary" onClick={() => onAction('user-type')}>
          {t('console.member.action.setUserType')}
        </Button>
      )}
    </>
  );
}
