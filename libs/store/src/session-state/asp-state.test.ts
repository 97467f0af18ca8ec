import { aspState, ASP_STATE_COOKIE_MAX_AGE_SECONDS } from './asp-state';

/** A Storage that keeps items in a Map, like sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

test('keeps the state in sessionStorage when it works, and no cookie', () => {
  const storage = memoryStorage();
  const jar = { cookie: '' };
  const state = aspState({ storage: () => storage, jar });
  state.set('asp-state.init', '1');
  state.set('asp-state.scrollTop', '480');
  expect(storage.getItem('asp-state.init')).toBe('1');
  expect(state.get('asp-state.scrollTop')).toBe('480');
  expect(state.get('asp-state.code')).toBeUndefined();
  state.remove('asp-state.init');
  expect(state.get('asp-state.init')).toBeUndefined();
  expect(jar.cookie).toBe('');
});

test('falls back to a short cookie when sessionStorage throws', () => {
  const jar = { cookie: '' };
  const state = aspState({ storage: blocked, jar });
  state.set('asp-state.code', 'P 100');
  expect(jar.cookie).toBe(`asp-state.code=P%20100; Max-Age=${ASP_STATE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`);
  expect(state.get('asp-state.code')).toBe('P 100');
  state.remove('asp-state.code');
  expect(jar.cookie).toBe('asp-state.code=; Max-Age=0; Path=/; SameSite=Lax');
});

test('falls back to the cookie when sessionStorage reads but refuses writes (a full or private store)', () => {
  const storage = memoryStorage();
  storage.setItem = () => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
  const jar = { cookie: 'asp-state.init=1' };
  expect(aspState({ storage: () => storage, jar }).get('asp-state.init')).toBe('1');
});

test('no sessionStorage at all (outside a browser) uses the cookie too', () => {
  const jar = { cookie: '' };
  aspState({ storage: () => undefined, jar }).set('asp-state.init', '1');
  expect(jar.cookie).toMatch(/^asp-state\.init=1;/);
});
