import { eq } from 'drizzle-orm';
import { AGREED_RULES_DOCUMENTS, type MyRulesAgreements } from '@onair/contracts';
import { channels, memberRulesAgreements, members, type Database } from '@onair/db';
import { publishedVersions, versionInForce, versionNumberAt } from './rules-versions';

/**
 * What a member agreed to and what awaits their agreement. Signing up agreed to the service and
 * privacy versions in force then, opening a channel to the broadcast version in force then; a row
 * of member_rules_agreements records each later agreement. A version in force above the member's
 * is pending. A member without a channel is not asked about the broadcast rules.
 */
export async function agreementsOf(db: Database, memberId: number, now: Date): Promise<MyRulesAgreements> {
  const [member] = await db
    .select({ brand: members.brand, createdAt: members.createdAt, channelAgreedAt: channels.broadcastRulesAgreedAt, channelOpenedAt: channels.createdAt })
    .from(members)
    .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
    .where(eq(members.memberId, memberId));
  if (!member) return { agreed: [], pending: [] };
  const versions = await publishedVersions(db, member.brand);
  const rows = await db.select().from(memberRulesAgreements).where(eq(memberRulesAgreements.memberId, memberId));
  const agreed: MyRulesAgreements['agreed'] = [];
  const pending: MyRulesAgreements['pending'] = [];
  for (const document of AGREED_RULES_DOCUMENTS) {
    const signedAt = document === 'broadcast-rules' ? (member.channelAgreedAt ?? member.channelOpenedAt) : member.createdAt;
    if (!signedAt) continue;
    const later = rows.filter((row) => row.document === document).sort((a, b) => b.version - a.version)[0];
    const atSignup = versionNumberAt(versions, document, signedAt);
    const mine = later && later.version > atSignup ? { version: later.version, agreedAt: later.agreedAt } : { version: atSignup, agreedAt: signedAt };
    agreed.push({ document, version: mine.version, agreedAt: mine.agreedAt.toISOString() });
    const inForce = versionInForce(versions, document, now);
    if (inForce && inForce.version > mine.version)
      pending.push({ document, version: inForce.version, effectiveAt: inForce.effectiveAt.toISOString() });
  }
  return { agreed, pending };
}
