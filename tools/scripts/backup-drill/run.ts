// `npm run db:backup-drill`: the point-in-time recovery drill of docs/deploy.md, "Backups". Exits 0
// when the database restored from pgBackRest to the recovery target is the primary's at that moment
// with the ledger's invariants holding; prints the figures either way.
import { runRestoreDrill, type DrillFigures } from './restore-drill';
import type { MoneyFigures } from './money-activity';

const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function books(title: string, { invariants, gifts, afterTarget }: MoneyFigures): string {
  const { counts, totals } = invariants;
  const currency = totals.find((item) => item.itemCode === 100);
  return (
    `${title.padEnd(12)} invariants ${invariants.ok ? 'hold' : `BROKEN (${invariants.problems.length})`}; ` +
    `${counts.transactions} transactions, ${counts.entries} entries, ${counts.accounts} accounts, ${counts.pending} pending; ${gifts} gifts; ` +
    `currency: wallets ${currency?.wallet ?? 0}, received ${currency?.received ?? 0}, commission ${currency?.commission ?? 0}, issuance ${currency?.issuance ?? 0}` +
    (afterTarget ? `; ${afterTarget} posting after the target` : '')
  );
}

function report(figures: DrillFigures): string {
  const { seconds, backup } = figures;
  return [
    `backup drill: full backup ${backup.label} of ${kb(backup.databaseBytes)}, ${kb(backup.repositoryBytes)} in the repository (zstd); ${figures.walArchived} WAL segments archived`,
    `  time: setup ${seconds.setup} s, migrate and seed ${seconds.seed} s, backup ${seconds.backup} s, restore and replay ${seconds.restore} s, verify ${seconds.verify} s; total ${seconds.total} s`,
    `  recovery target ${figures.recoveryTarget}`,
    `  ${books('at backup', figures.atBackup)}`,
    `  ${books('at target', figures.atTarget)}`,
    `  ${books('restored', figures.restored)}`,
    `  restored schema: ${figures.restoredMigrationsPending === 0 ? 'every migration applied' : `${figures.restoredMigrationsPending} migrations missing`}`,
    ...figures.problems.map((problem) => `  PROBLEM: ${problem}`),
    figures.problems.length === 0 ? 'backup drill: ok' : `backup drill: FAILED (${figures.problems.length} problems)`,
  ].join('\n');
}

try {
  const figures = await runRestoreDrill((line) => console.log(`  ${line}`));
  console.log(report(figures));
  process.exitCode = figures.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`backup drill: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
