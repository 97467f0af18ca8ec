import type { TestDatabaseTarget } from '@onair/db/testing';
import type { ApiSettings } from '../../../../platform/config/settings';
import { startMoneyApi, type MoneyApi } from '../../../money/testing/money-test-kit';
import type { ConsoleApi } from '../../testing/console-kit';

/**
 * One API for tests that act as staff on members: the money kit's (members with tokens, funded
 * wallets, the chat) and the console kit's (staff on a clock the test moves) over the same app.
 */
export type MembersConsoleApi = MoneyApi & ConsoleApi;

export async function startMembersConsoleApi(target: TestDatabaseTarget): Promise<MembersConsoleApi> {
  const clock = { ms: Date.now() };
  let settings: ApiSettings | undefined;
  const api = await startMoneyApi(target, {
    settings: (base) => (settings = base),
    now: () => clock.ms,
  });
  if (!settings) throw new Error('settings not captured');
  return Object.assign(api, {
    clock,
    settings,
    async get(path: string, headers: Record<string, string> = {}) {
      const response = await fetch(`${api.url}${path}`, { headers });
      return { status: response.status, body: (await response.json()) as unknown };
    },
  }) as MembersConsoleApi;
}
