// The demo accounts: who streams on which brand, and the demo viewer.
import DEMO_STREAM_KEY_FILE from './demo-stream-keys.json' with { type: 'json' };

export const DEMO_PASSWORD = 'onair1234!';

export const DEMO_ACCOUNTS = {
  streamer: { loginId: 'demobj01', nickname: '온에어지기', password: DEMO_PASSWORD },
  viewer: { loginId: 'demoviewer', nickname: '시청자1호', password: DEMO_PASSWORD },
} as const;

export type DemoStreamer = {
  loginId: string;
  nickname: string;
  password: string;
  brand?: string;
  channel: {
    name: string;
    description: string;
    isLive: boolean;
    liveTitle: string | null;
    player: 'HLS' | null;
    /** The browse category's slug (migration categories_and_tags) and the broadcast's tags. */
    category: string;
    tags: readonly string[];
  };
};

/**
 * The demo streamers: four on onair, two on each other brand (a channel belongs to its owner's
 * brand, so every brand's home has channels of its own). The live ones are those `npm start`'s
 * demo broadcast pushes a test pattern to (demo stream keys, apps/api/src/modules/streams/demo-stream-key.ts).
 * No viewer counts are made up: a channel's count is its chat's, so the home card and the room agree.
 */
export const DEMO_STREAMERS: readonly DemoStreamer[] = [
  {
    ...DEMO_ACCOUNTS.streamer,
    channel: {
      name: '온에어 공식 채널',
      description: '온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.',
      isLive: true,
      liveTitle: '신규 기능 소개 생방송',
      player: 'HLS',
      category: 'talk',
      tags: ['공지', '이벤트', '신규 기능'],
    },
  },
  {
    loginId: 'demobj02',
    nickname: '게임하는민지',
    password: DEMO_PASSWORD,
    channel: {
      name: '민지의 게임방',
      description: '매일 밤 9시 게임 방송',
      isLive: true,
      liveTitle: '랭크 올리기 도전!',
      player: 'HLS',
      category: 'league-of-legends',
      tags: ['랭크', '롤', '소통'],
    },
  },
  {
    loginId: 'demobj03',
    nickname: '노래하는준호',
    password: DEMO_PASSWORD,
    channel: {
      name: '준호의 라이브 스테이지',
      description: '신청곡 받아요',
      isLive: false,
      liveTitle: null,
      player: null,
      category: 'music',
      tags: ['발라드', '라이브', '노래'],
    },
  },
  {
    loginId: 'demobj04',
    nickname: '요리왕수진',
    password: DEMO_PASSWORD,
    channel: {
      name: '수진의 오늘 뭐 먹지',
      description: '집에서 쉽게 만드는 한 끼',
      isLive: false,
      liveTitle: null,
      player: null,
      category: 'cooking',
      tags: ['집밥', '레시피'],
    },
  },
  {
    loginId: 'bellhost01',
    nickname: '벨캐스트지기',
    password: DEMO_PASSWORD,
    brand: 'bellcast',
    channel: {
      name: '벨캐스트 라운지',
      description: '벨캐스트 호스트들의 이야기 공간',
      isLive: true,
      liveTitle: '저녁 수다 라이브',
      player: 'HLS',
      category: 'talk',
      tags: ['수다', '소통'],
    },
  },
  {
    loginId: 'bellhost02',
    nickname: '별빛호스트',
    password: DEMO_PASSWORD,
    brand: 'bellcast',
    channel: {
      name: '별빛 라디오',
      description: '밤에 듣기 좋은 노래와 사연',
      isLive: false,
      liveTitle: null,
      player: null,
      category: 'music',
      tags: ['라디오', '사연'],
    },
  },
  {
    loginId: 'mintbj01',
    nickname: '민트지기',
    password: DEMO_PASSWORD,
    brand: 'mint',
    channel: {
      name: '민트라이브 공식',
      description: '민트라이브의 소식과 이벤트',
      isLive: true,
      liveTitle: '민트라이브 오픈 기념 방송',
      player: 'HLS',
      category: 'talk',
      tags: ['이벤트', '공지'],
    },
  },
  {
    loginId: 'mintbj02',
    nickname: '여행하는하늘',
    password: DEMO_PASSWORD,
    brand: 'mint',
    channel: {
      name: '하늘의 여행 일기',
      description: '국내 여행지 실시간 소개',
      isLive: false,
      liveTitle: null,
      player: null,
      category: 'travel',
      tags: ['국내여행', '브이로그'],
    },
  },
  {
    loginId: 'novabj01',
    nickname: '노바지기',
    password: DEMO_PASSWORD,
    brand: 'nova',
    channel: {
      name: '노바TV 공식',
      description: '노바TV의 새 소식을 전해드려요',
      isLive: true,
      liveTitle: '노바TV 첫 방송',
      player: 'HLS',
      category: 'talk',
      tags: ['공지', '첫 방송'],
    },
  },
  {
    loginId: 'novabj02',
    nickname: '운동하는태양',
    password: DEMO_PASSWORD,
    brand: 'nova',
    channel: {
      name: '태양의 홈트',
      description: '함께하는 30분 홈트레이닝',
      isLive: false,
      liveTitle: null,
      player: null,
      category: 'sports',
      tags: ['홈트', '운동'],
    },
  },
];


/**
 * The live demo streamers' stream keys, known in advance so `npm start` pushes its test pattern to
 * them at once (tools/scripts/demo-stream.mjs reads the same file). Only the demo seed uses them;
 * a real key is random and shown once.
 */
export const DEMO_STREAM_KEYS: Readonly<Record<string, string>> = DEMO_STREAM_KEY_FILE;
