import type { FakeHandler } from './fake-api';

const lastSegment = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

/** The guest checks, answering "free" for every value except the ones listed. */
export function guestChecks({
  takenIds = [],
  takenNicknames = [],
  knownRecommenders = [],
}: { takenIds?: string[]; takenNicknames?: string[]; knownRecommenders?: string[] } = {}): Record<string, FakeHandler> {
  return {
    'GET /api/guest/loginId/*': (call) => ({ data: { msg: takenIds.includes(lastSegment(call.url)) ? 'exists' : 'ok' } }),
    'GET /api/guest/nickname/*': (call) => ({ data: { msg: takenNicknames.includes(lastSegment(call.url)) ? 'overlap' : 'ok' } }),
    'GET /api/guest/findRecommender/*': (call) => ({ data: { msg: knownRecommenders.includes(lastSegment(call.url)) ? 'ok' : 'notfound' } }),
  };
}
