import { randomBytes } from 'node:crypto';
import { connect as tcpConnect, type Socket as TcpSocket } from 'node:net';

/**
 * A socket.io client cut down to what the benchmark needs, on a bare TCP socket: the WebSocket
 * upgrade, engine.io's open and ping, socket.io's connect, emits with acks, and `message` frames
 * counted without decoding them. socket.io-client costs several microseconds of JavaScript per
 * frame; ten thousand of them on the same two cores as the server would measure the client.
 *
 * Only a sampled socket decodes what it receives (JSON.parse) to time each line; the rest count
 * the lines in a frame by the `"seq":` keys in it, which a chat text cannot fake (JSON escapes
 * its quotes).
 */
export type LeanSocketOptions = {
  port: number;
  /** socket.io's handshake auth: the chat's { token, type, ticket, retry }. */
  auth: Record<string, unknown>;
  /** Decode every `message` frame and hand its lines to onLines. */
  sampled: boolean;
  onLines?: (lines: unknown[]) => void;
};

const MESSAGE_PREFIX = Buffer.from('42["message"');
const SEQ_KEY = Buffer.from('"seq":');
// engine.io packet types (first character) and socket.io packet types (second, after "4").
const EIO_OPEN = 0x30;
const EIO_PING = 0x32;
const EIO_MESSAGE = 0x34;
const SIO_CONNECT = 0x30;
const SIO_EVENT = 0x32;
const SIO_ACK = 0x33;
const SIO_CONNECT_ERROR = 0x34;
const OPCODE_TEXT = 0x1;
// Every socket reads into this one buffer (net's onread): no allocation and no stream per read. A
// read is parsed at once, and a partial frame at its end is copied out before the next read.
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
const OPCODE_CLOSE = 0x8;

export class LeanSocket {
  /** `message` lines received (every socket counts them; only sampled ones decode). */
  lines = 0;
  /** `message` frames received: several lines travel in one when the server batches. */
  frames = 0;
  closed = false;
  private tcp: TcpSocket | null = null;
  private rest: Buffer | null = null;
  private upgraded = false;
  private nextAckId = 1;
  private readonly acks = new Map<number, (answer: unknown) => void>();
  private onConnected: ((error?: Error) => void) | null = null;

  constructor(private readonly options: LeanSocketOptions) {}

  /** Upgrades, opens engine.io and connects socket.io with the auth; rejects on a refusal. */
  connect(timeoutMs = 30_000): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error('connect timed out')), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.onConnected = null;
        if (error) {
          this.close();
          reject(error);
        } else resolve();
      };
      this.onConnected = finish;
      const tcp = tcpConnect({
        port: this.options.port,
        host: '127.0.0.1',
        onread: {
          buffer: READ_BUFFER,
          callback: (size: number, buffer: Uint8Array) => {
            this.onData(Buffer.from(buffer.buffer, buffer.byteOffset, size));
            return true;
          },
        },
      });
      this.tcp = tcp;
      tcp.setNoDelay(true);
      tcp.on('error', (error) => this.onConnected?.(error));
      tcp.on('close', () => {
        this.closed = true;
        this.onConnected?.(new Error('closed while connecting'));
      });
      tcp.write(
        `GET /socket.io/?EIO=4&transport=websocket&site=onair HTTP/1.1\r\nHost: 127.0.0.1:${this.options.port}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      );
    });
  }

  /** An emit with an ack: `42<id>[event, payload]`, answered by `43<id>[answer]`. */
  request(event: string, payload: unknown, timeoutMs = 30_000): Promise<Record<string, unknown>> {
    const id = this.nextAckId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`${event}: no ack within ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer as Record<string, unknown>);
      });
      this.sendText(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  close() {
    this.closed = true;
    this.tcp?.destroy();
    this.tcp = null;
  }

  private onData(chunk: Buffer) {
    const buffer = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let offset = 0;
    if (!this.upgraded) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) {
        this.rest = Buffer.from(buffer);
        return;
      }
      if (!buffer.toString('latin1', 0, 12).startsWith('HTTP/1.1 101')) {
        this.onConnected?.(new Error(`upgrade refused: ${buffer.toString('latin1', 0, buffer.indexOf('\r\n'))}`));
        return;
      }
      this.upgraded = true;
      offset = end + 4;
    }
    // Server frames are never masked; engine.io never fragments them.
    for (;;) {
      const available = buffer.length - offset;
      if (available < 2) break;
      let length = (buffer[offset + 1] as number) & 0x7f;
      let header = 2;
      if (length === 126) {
        if (available < 4) break;
        length = buffer.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (available < 10) break;
        length = Number(buffer.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (available < header + length) break;
      const opcode = (buffer[offset] as number) & 0x0f;
      if (opcode === OPCODE_TEXT) this.onText(buffer, offset + header, offset + header + length);
      else if (opcode === OPCODE_CLOSE) this.close();
      offset += header + length;
    }
    this.rest = offset < buffer.length ? Buffer.from(buffer.subarray(offset)) : null;
  }

  private onText(buffer: Buffer, start: number, end: number) {
    const engineType = buffer[start];
    if (engineType === EIO_PING) return this.sendText('3');
    if (engineType === EIO_OPEN) return this.sendText(`40${JSON.stringify(this.options.auth)}`);
    if (engineType !== EIO_MESSAGE) return;
    const socketType = buffer[start + 1];
    if (socketType === SIO_EVENT) {
      if (buffer.compare(MESSAGE_PREFIX, 0, MESSAGE_PREFIX.length, start, start + MESSAGE_PREFIX.length) !== 0) return;
      this.frames += 1;
      if (this.options.sampled) {
        const [, ...lines] = JSON.parse(buffer.toString('utf8', start + 2, end)) as unknown[];
        this.lines += lines.length;
        this.options.onLines?.(lines);
        return;
      }
      for (let at = buffer.indexOf(SEQ_KEY, start); at >= 0 && at < end; at = buffer.indexOf(SEQ_KEY, at + SEQ_KEY.length))
        this.lines += 1;
    } else if (socketType === SIO_ACK) {
      const text = buffer.toString('utf8', start + 2, end);
      const bracket = text.indexOf('[');
      const id = Number(text.slice(0, bracket));
      const answer = (JSON.parse(text.slice(bracket)) as unknown[])[0];
      this.acks.get(id)?.(answer);
      this.acks.delete(id);
    } else if (socketType === SIO_CONNECT) this.onConnected?.();
    else if (socketType === SIO_CONNECT_ERROR)
      this.onConnected?.(new Error(`connect_error ${buffer.toString('utf8', start + 2, end)}`));
  }

  /** A client frame must be masked; a zero mask key is valid and leaves the payload as it is. */
  private sendText(text: string) {
    if (!this.tcp || this.closed) return;
    const payload = Buffer.from(text);
    const short = payload.length < 126;
    const header = Buffer.alloc(short ? 6 : 8);
    header[0] = 0x80 | OPCODE_TEXT;
    if (short) header[1] = 0x80 | payload.length;
    else {
      header[1] = 0x80 | 126;
      header.writeUInt16BE(payload.length, 2);
    }
    this.tcp.write(Buffer.concat([header, payload]));
  }
}
