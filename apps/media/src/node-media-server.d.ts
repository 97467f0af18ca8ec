// The part of node-media-server 4.4 this app uses. The package ships JavaScript with JSDoc only.
// Names and shapes are read from its src/ (index.js, core/context.js, core/logger.js, session/*).

declare module 'node-media-server' {
  import type { Server as HttpServer } from 'node:http';
  import type { Server as NetServer, Socket } from 'node:net';

  export type NmsConfig = {
    bind?: string;
    rtmp?: { port?: number };
    http?: { port?: number };
    store?: { path?: string; maxHistory?: number };
    webadmin?: { enable?: boolean };
    record?: { auto?: boolean; path?: string };
    auth?: { play?: boolean; publish?: boolean; secret?: string };
    notify?: { url?: string };
  };

  export type NmsBroadcast = {
    publisher: NmsSession | null;
    /** How long a disconnected publisher may come back before donePublish fires (default 30 s). */
    publishGraceMs: number;
  };

  /** RtmpSession and FlvSession share these fields (BaseSession plus what each protocol adds). */
  export type NmsSession = {
    id: string;
    ip: string;
    protocol: 'rtmp' | 'flv' | string;
    isPublisher: boolean;
    streamApp: string;
    streamName: string;
    streamPath: string;
    /** RTMP sessions only. */
    socket?: Socket;
    /** Bytes read from the client so far. */
    inBytes: number;
    /** RTMP sessions only: the protocol handler; onDeleteStream runs when the client ends its stream. */
    rtmp?: { onDeleteStream(message: unknown): void };
    broadcast?: NmsBroadcast;
    close(): void;
  };

  export type NmsEvent = 'prePlay' | 'postPlay' | 'donePlay' | 'prePublish' | 'postPublish' | 'donePublish';

  export default class NodeMediaServer {
    constructor(config: NmsConfig, configPath?: string);
    on(event: NmsEvent, listener: (session: NmsSession) => void): void;
    run(): Promise<void>;
    stop(): Promise<void>;
    rtmpServer: { tcpServer?: NetServer };
    httpServer: { httpServer?: HttpServer };
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type { NmsSession } from 'node-media-server';
  /** The process-wide state every NodeMediaServer instance shares. */
  const Context: { eventEmitter: EventEmitter; sessions: Map<string, NmsSession> };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  export type NmsLogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';
  /** The process-wide logger; NodeMediaServer's constructor sets its level to debug. */
  const logger: { level: NmsLogLevel; log(message: string, level?: NmsLogLevel): void };
  export default logger;
}
