import { auditLog, type Database } from '@onair/db';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AuditEntryInput = {
  staffId: number | null;
  staffAddress: string;
  action: string;
  targetKind: string;
  targetId: string | number;
  brand?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
  at: Date;
};

/** One audit row, in the caller's transaction: the act and its record commit or fail together. */
export async function writeAudit(tx: Tx | Database, entry: AuditEntryInput) {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    staffAddress: entry.staffAddress,
    at: entry.at,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: String(entry.targetId),
    brand: entry.brand ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
  });
}
