import { createContext, useContext, type ReactNode } from 'react';

const ChatEndpointContext = createContext<string | undefined>(undefined);

/**
 * Where the chat server is, for everything below: undefined (the default) is this page's own origin,
 * whose Vite server proxies /socket.io to the API. Tests and embeds point it elsewhere.
 */
export function ChatEndpoint({ url, children }: { url: string | undefined; children?: ReactNode }) {
  return <ChatEndpointContext.Provider value={url}>{children}</ChatEndpointContext.Provider>;
}

export const useChatEndpoint = () => useContext(ChatEndpointContext);
