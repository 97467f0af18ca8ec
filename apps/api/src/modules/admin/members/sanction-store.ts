import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AdminSanctionKind } from '@onair/contracts';
import { members, memberSanctions } from '@onair/db';
import type { Tx } from '../audit-writer';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a sanction of `days` from `at`; null days is permanent. */
export const endOf = (at: Date, days: number | null) => (days === null ? null : new Date(at.getTime() + days * DAY_MS));

/** The member columns that hold a kind in force, which every session and chat check reads. */
const standingOf = (kind: AdminSanctionKind, on: boolean, until: Date | null) =>
  kind === 'block' ? { blocked: on, blockedUntil: until } : { chatBanned: on, chatBannedUntil: until };

/** The sanction of this kind in force on the member now, if any. */
export async function sanctionInForceOf(tx: Tx, memberId: number, kind: AdminSanctionKind, now: Date) {
  const [row] = await tx
    .select()
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.memberId, memberId),
        eq(memberSanctions.kind, kind),
        isNull(memberSanctions.liftedAt),
        or(isNull(memberSanctions.endsAt), gt(memberSanctions.endsAt, now)),
      ),
    )
    .orderBy(desc(memberSanctions.id))
    .limit(1);
  return row ?? null;
}

type Lift = { staffId: number; reason: string; at: Date };

export async function liftSanctionRow(tx: Tx, sanctionId: number, lift: Lift) {
  const [row] = await tx
    .update(memberSanctions)
    .set({ liftedAt: lift.at, liftedBy: lift.staffId, liftReason: lift.reason })
    .where(eq(memberSanctions.id, sanctionId))
    .returning();
  if (!row) throw new Error(`sanction ${sanctionId} vanished`);
  return row;
}

export async function insertSanction(
  tx: Tx,
  sanction: {
    memberId: number;
    brand: string;
    kind: AdminSanctionKind;
    reason: string;
    staffId: number;
    at: Date;
    endsAt: Date | null;
  },
) {
  const [row] = await tx
    .insert(memberSanctions)
    .values({
      memberId: sanction.memberId,
      brand: sanction.brand,
      kind: sanction.kind,
      reason: sanction.reason,
      staffId: sanction.staffId,
      startsAt: sanction.at,
      endsAt: sanction.endsAt,
    })
    .returning();
  if (!row) throw new Error('sanction insert returned nothing');
  return row;
}

/** Puts the kind's state on the member row (on until the end, or off). */
export async function setMemberStanding(
  tx: Tx,
  memberId: number,
  kind: AdminSanctionKind,
  on: boolean,
  until: Date | null,
) {
  await tx
    .update(members)
    .set(standingOf(kind, on, until))
    .where(eq(members.memberId, memberId));
}
