import { connect, createServer, type Socket } from 'node:net';

export type JoinGate = {
  /** The address to give the viewer's decoder instead of the media server's. */
  url: string;
  /** From now on, connections go through to the media server (the viewer joins). */
  open(): void;
  close(): Promise<void>;
};

/**
 * A TCP relay in front of the media server that holds the viewer's connections until open(). The
 * viewer's ffmpeg is started beforehand and waits here, so its join is the moment the gate opens,
 * as for a player already loaded in a page, not a process start (about 0.2 s for ffmpeg). Sockets
 * are relayed without Nagle's delay; the relay adds well under a millisecond on loopback.
 */
export async function startJoinGate(target: string): Promise<JoinGate> {
  const upstream = new URL(target);
  const port = Number(upstream.port);
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setNoDelay(true);
  };
  const server = createServer((viewer) => {
    track(viewer);
    void opened.then(() => {
      if (viewer.destroyed) return;
      const media = connect(port, upstream.hostname);
      track(media);
      viewer.pipe(media).pipe(viewer);
      media.once('close', () => viewer.destroy());
      viewer.once('close', () => media.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the join gate has no port');
  const url = target.replace(`//${upstream.host}`, `//127.0.0.1:${address.port}`);
  return {
    url,
    open: () => release(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
