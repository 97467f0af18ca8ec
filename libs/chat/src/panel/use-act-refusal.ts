import { useRef, useState } from 'react';
import type { ChatRefusal } from '../room/chat-room-state';
import type { ChatAck } from '../room/wire';
import { useRefusalText } from './use-refusal-text';

/**
 * Runs a room-event request and keeps its refusal for the control that made it (a refused ballot
 * shows on the vote card, not in the chat's composer). busy is true while it waits for the ack.
 */
export function useActRefusal() {
  const [refusal, setRefusal] = useState<ChatRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const count = useRef(0);
  const text = useRefusalText(refusal);
  async function run<T extends object>(request: () => Promise<ChatAck<T>>): Promise<boolean> {
    setBusy(true);
    setRefusal(null);
    const answer = await request();
    setBusy(false);
    if (answer.ok) return true;
    count.current += 1;
    setRefusal({ id: count.current, code: answer.code, message: answer.message });
    return false;
  }
  return { run, busy, refusalText: text, clear: () => setRefusal(null) };
}
