import { jest } from '@jest/globals';
import { loadMessages, type BundleImporter } from './load-messages';

describe('loadMessages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the Korean bundle for ko and the English one for en', async () => {
    // Read the files directly, so the comparison does not go through the code under test.
    const ko = await import('./locales/ko/common.json', { with: { type: 'json' } });
    const en = await import('./locales/en/common.json', { with: { type: 'json' } });
    expect(await loadMessages('ko')).toEqual(ko.default);
    expect(await loadMessages('en')).toEqual(en.default);
    expect((await loadMessages('ko'))['auth.membersOnly.title']).toBe('회원 전용');
  });

  it('loads the ja and zh bundles', async () => {
    expect((await loadMessages('ja'))['nav.home']).toBe('ホーム');
    expect((await loadMessages('zh'))['nav.home']).toBe('首页');
  });

  it('warns with the locale and falls back to empty messages when the import fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: BundleImporter = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

    await expect(loadMessages('en', failing)).resolves.toEqual({});

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"en"');
  });

  it('warns and falls back when the importer throws synchronously', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing: BundleImporter = () => {
      throw new Error('boom');
    };

    await expect(loadMessages('ko', throwing)).resolves.toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
