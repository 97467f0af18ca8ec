import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedMigrations } from '../migration-status';
import { destructiveChanges, type DestructiveChange } from './destructive-changes';

/**
 * A contract step: a migration that removes what an earlier release read, allowed because every
 * release still deployable has stopped reading it (docs/ARCHITECTURE.md, "Schema changes").
 */
export type ContractStep = {
  migration: string;
  change: DestructiveChange;
  /** The release whose code first stopped reading it; every node must run it or newer. */
  stoppedReadingIn: string;
};

export type ContractSteps = {
  /** The newest migration of the release in production; the ones after it are this release's. */
  releasedThrough: string;
  steps: ContractStep[];
};

export const readContractSteps = (path: string): ContractSteps => JSON.parse(readFileSync(path, 'utf8')) as ContractSteps;

/**
 * The migrations a rolling deploy runs under the previous release: those after `releasedThrough`,
 * and always the newest one (a migration added without touching the file is still checked).
 */
export function unreleasedMigrations(tags: readonly string[], releasedThrough: string): string[] {
  const released = tags.indexOf(releasedThrough);
  const after = released < 0 ? [] : tags.slice(released + 1);
  const newest = tags.at(-1);
  return after.length > 0 || !newest ? after : [newest];
}

/**
 * Every destructive change of the unreleased migrations that no contract step allows, as one
 * line each saying what to do instead. Empty when a rolling deploy is safe.
 */
export function unsafeChanges(migrationsFolder: string, contract: ContractSteps): string[] {
  const problems: string[] = [];
  for (const tag of unreleasedMigrations(committedMigrations(migrationsFolder), contract.releasedThrough)) {
    const text = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const change of destructiveChanges(text)) {
      const allowed = contract.steps.some((step) => step.migration === tag && step.change === change && step.stoppedReadingIn.trim());
      if (!allowed)
        problems.push(
          `${tag}: ${change} breaks the previous release, which still reads it during a rolling deploy. ` +
            'Expand first (add the new, keep the old), ship a release that stops reading it, then contract in a later ' +
            `release and list the step in contract-steps.json with the release that stopped reading it.`,
        );
    }
  }
  return problems;
}
