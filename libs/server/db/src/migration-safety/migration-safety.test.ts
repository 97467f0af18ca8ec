import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { committedMigrations } from '../migration-status';
import { defaultMigrationsDir } from '../migrations-dir';
import { readContractSteps, unsafeChanges, unreleasedMigrations } from './contract-steps';
import { destructiveChanges } from './destructive-changes';

const CONTRACT_STEPS = fileURLToPath(new URL('../../contract-steps.json', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/drops-a-column', import.meta.url));

describe('expand, then contract: the newest migrations keep the previous release working', () => {
  test("this branch's unreleased migrations drop, rename or retype nothing the previous release reads", () => {
    expect(unsafeChanges(defaultMigrationsDir(), readContractSteps(CONTRACT_STEPS))).toEqual([]);
  });

  test('a migration that drops a column the previous release reads is refused, naming the column and the way out', () => {
    const problems = unsafeChanges(FIXTURE, { releasedThrough: '0000_members', steps: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^0001_drop_member_nickname: drop column members\.nickname breaks the previous release/);
    expect(problems[0]).toContain('contract-steps.json');
  });

  test('the same drop passes once listed as a contract step with the release that stopped reading it', () => {
    const step = { migration: '0001_drop_member_nickname', change: 'drop column members.nickname' as const };
    expect(unsafeChanges(FIXTURE, { releasedThrough: '0000_members', steps: [{ ...step, stoppedReadingIn: '2026.12.1' }] })).toEqual([]);
    // A step that names no release allows nothing.
    expect(unsafeChanges(FIXTURE, { releasedThrough: '0000_members', steps: [{ ...step, stoppedReadingIn: ' ' }] })).toHaveLength(1);
    // Nor does one for another migration.
    expect(unsafeChanges(FIXTURE, { releasedThrough: '0000_members', steps: [{ ...step, migration: '0000_members', stoppedReadingIn: '2026.12.1' }] })).toHaveLength(1);
  });

  test('the newest migration is checked even when releasedThrough was not moved', () => {
    expect(unreleasedMigrations(['0000_a', '0001_b', '0002_c'], '0001_b')).toEqual(['0002_c']);
    expect(unreleasedMigrations(['0000_a', '0001_b', '0002_c'], '0000_a')).toEqual(['0001_b', '0002_c']);
    expect(unreleasedMigrations(['0000_a', '0001_b', '0002_c'], '0002_c')).toEqual(['0002_c']);
    expect(unreleasedMigrations(['0000_a', '0001_b'], 'renumbered_away')).toEqual(['0001_b']);
    expect(unsafeChanges(FIXTURE, { releasedThrough: '0001_drop_member_nickname', steps: [] })).toHaveLength(1);
  });

  test('every contract step names a committed migration, a change it makes and a release', () => {
    const { releasedThrough, steps } = readContractSteps(CONTRACT_STEPS);
    const tags = committedMigrations();
    expect(tags).toContain(releasedThrough);
    for (const step of steps) {
      expect(tags).toContain(step.migration);
      expect(destructiveChanges(readFileSync(join(defaultMigrationsDir(), `${step.migration}.sql`), 'utf8'))).toContain(step.change);
      expect(step.stoppedReadingIn.trim()).not.toBe('');
    }
  });
});

describe('what counts as destructive', () => {
  test('drops, renames and type changes of tables and columns, in any spelling', () => {
    expect(
      destructiveChanges(`
        DROP TABLE "ledger_pending_entries" CASCADE;--> statement-breakpoint
        drop table if exists public.a, "B";
        ALTER TABLE "public"."members" DROP COLUMN IF EXISTS "nickname", DROP "phone";
        alter table only gifts rename column "message" to "note";
        ALTER TABLE gifts RENAME amount TO quantity;
        ALTER TABLE "coupons" RENAME TO "vouchers";
        ALTER TABLE "coupons" ALTER COLUMN "quantity" SET DATA TYPE bigint;
        ALTER TABLE coupons ALTER quantity TYPE text USING quantity::text;
      `),
    ).toEqual([
      'drop table ledger_pending_entries',
      'drop table a',
      'drop table B',
      'drop column members.nickname',
      'drop column members.phone',
      'rename column gifts.message',
      'rename column gifts.amount',
      'rename table coupons',
      'change type coupons.quantity',
      'change type coupons.quantity',
    ]);
  });

  test('expanding, constraints, functions and comments are not', () => {
    expect(
      destructiveChanges(`
        -- DROP TABLE members; was considered
        ALTER TABLE "members" ADD COLUMN "display_name" varchar(32);
        ALTER TABLE "members" DROP CONSTRAINT "members_login_id_unique";
        ALTER TABLE "members" RENAME CONSTRAINT "a" TO "b";
        ALTER TABLE "members" ALTER COLUMN "nickname" DROP NOT NULL;
        ALTER FUNCTION onair_send_gifts(jsonb) RENAME TO onair_send_gifts_in_turn;
        DROP FUNCTION onair_old(integer);
        DROP INDEX "gifts_channel_idx";
        CREATE OR REPLACE FUNCTION onair_x() RETURNS void AS $$ BEGIN DROP TABLE members; END $$ LANGUAGE plpgsql;
      `),
    ).toEqual([]);
  });

  test('the history has the drop it should: 0029 folded the pending entries away', () => {
    const text = readFileSync(join(defaultMigrationsDir(), '0029_ledger_folds_from_entries.sql'), 'utf8');
    expect(destructiveChanges(text)).toEqual(['drop table ledger_pending_entries']);
  });
});
