// The room's other chatters: members on lean sockets (bench/chat's), each sending in turn at a set
// rate, every line acknowledged by the API as a browser's would be.
import { LeanSocket } from '../chat/lean-socket';

/** Chat lines as viewers type them: short and long, Korean with a little English and laughter. */
const LINES = [
  'ㅋㅋㅋㅋㅋ',
  '안녕하세요 오늘 방송 정말 재밌네요',
  '와 방금 그거 뭐예요?? 다시 보여주세요',
  'gg',
  '오늘도 즐거운 방송 감사합니다! 내일도 올게요 ㅎㅎ',
  '이거 몇 시까지 해요?',
  'ㄹㅇ 대박이다',
  '처음 왔는데 분위기 좋네요 팔로우하고 갑니다~',
];

export type Senders = {
  /** Sends `rate` lines a second until stop; resolves to how many were sent and how many refused. */
  run(rate: number): { stop: () => Promise<{ sent: number; acked: number; refused: number }> };
  close(): void;
};

export async function connectSenders(port: number, room: string, tokens: string[]): Promise<Senders> {
  const sockets: LeanSocket[] = [];
  for (const token of tokens) {
    const socket = new LeanSocket({ port, auth: { token, type: '', ticket: '', retry: 0 }, sampled: false });
    await socket.connect();
    const joined = await socket.request('join', { room, streamId: room, source: 'web' });
    if (joined['ok'] !== true) throw new Error(`join refused: ${JSON.stringify(joined)}`);
    sockets.push(socket);
  }
  let turn = 0;
  return {
    run(rate) {
      let sent = 0;
      let acked = 0;
      let refused = 0;
      const answers: Promise<void>[] = [];
      const start = Date.now();
      const timer =
        rate > 0
          ? setInterval(() => {
              const due = Math.floor(((Date.now() - start) * rate) / 1000);
              while (sent < due) {
                const socket = sockets[turn++ % sockets.length] as LeanSocket;
                sent += 1;
                const text = LINES[sent % LINES.length] as string;
                answers.push(
                  socket.request('message', { room, text, clientMsgId: `cp-${start}-${sent}` }).then(
                    (answer) => void (answer['ok'] === true ? (acked += 1) : (refused += 1)),
                    () => void (refused += 1),
                  ),
                );
              }
            }, 20)
          : null;
      return {
        async stop() {
          if (timer) clearInterval(timer);
          await Promise.all(answers);
          return { sent, acked, refused };
        },
      };
    },
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}
