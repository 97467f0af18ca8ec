import { useCallback, useState } from 'react';
import { readChatSettings, writeChatSettings, type ChatSettings } from './chat-settings';

/** The stored chat settings and a setter that stores each change. */
export function useChatSettings() {
  const [settings, setSettings] = useState<ChatSettings>(readChatSettings);
  const update = useCallback((change: Partial<ChatSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeChatSettings(next);
      return next;
    });
  }, []);
  return { settings, update };
}
