/**
 * Resolves in a later task, so the browser can paint and handle input in between. A message rather
 * than a timer: browsers hold timers in a background tab for a second or more, and a page opened in
 * a new tab would start that much later.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
