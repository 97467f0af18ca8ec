import type { AdminSanctionKind } from '@onair/contracts';
import type { memberSanctions } from '@onair/db';
import { inForce } from '../../../platform/sessions/member-restrictions';

export type SanctionRow = typeof memberSanctions.$inferSelect;

export const sanctionInForce = (row: SanctionRow, now: Date) => row.liftedAt === null && inForce(true, row.endsAt, now);

export const sanctionView = (row: SanctionRow, now: Date) => ({
  id: row.id,
  kind: row.kind as AdminSanctionKind,
  reason: row.reason,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  staffId: row.staffId,
  liftedAt: row.liftedAt?.toISOString() ?? null,
  liftedBy: row.liftedBy,
  liftReason: row.liftReason,
  inForce: sanctionInForce(row, now),
});
