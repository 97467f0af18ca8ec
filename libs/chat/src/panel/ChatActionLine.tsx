import type { ChatModerationAction } from '../room/wire';
import { useActionText } from './use-action-text';

/** A moderation action as a system line among the chat's: a text node, so a nickname's markup stays characters. */
export function ChatActionLine({ action }: { action: ChatModerationAction }) {
  const text = useActionText();
  return (
    <li className="px-3 py-1 text-xs text-muted" data-action={action.type}>
      {text(action)}
    </li>
  );
}
