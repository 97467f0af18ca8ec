// The baseline: a bare socket.io broadcast server with socket.io's defaults, speaking the same
// `join` and `message` requests as the chat so the same swarm drives both. Each line is numbered
// and broadcast to its room at once, one packet per line, as chat servers built on socket.io do;
// no authentication, no database, no batching. Run as a child process: PORT=… node --import tsx bench/chat/bare-server.ts
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env['PORT']);
const http = createServer((request, response) => {
  response.writeHead(request.url === '/api/health' ? 200 : 404).end();
});
const io = new Server(http, { path: '/socket.io', serveClient: false });
let seq = 0;

io.on('connection', (socket) => {
  socket.on('join', (payload: { room: string }, ack: (answer: unknown) => void) => {
    const room = String(payload.room);
    void socket.join(`room:${room}`);
    ack({ ok: true, room, viewers: io.of('/').adapter.rooms.get(`room:${room}`)?.size ?? 0, lastSeq: seq, frozen: false });
  });
  socket.on('message', (payload: { room: string; text: string }, ack: (answer: unknown) => void) => {
    seq += 1;
    const room = String(payload.room);
    io.to(`room:${room}`).emit('message', {
      room,
      seq,
      kind: 'chat',
      memberId: 0,
      nickname: 'bench',
      role: 'member',
      text: payload.text,
      payload: null,
      at: new Date().toISOString(),
    });
    ack({ ok: true, seq });
  });
});

http.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  io.close();
  process.exit(0);
});
