import { and, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { GUARDIAN_CONSENT_STATUS, PAYMENT_STATE } from '@onair/contracts';
import { guardianConsents, members, payments, type Database } from '@onair/db';
import type { BrandConfig } from '@onair/brand';
import type { LedgerTx } from '@onair/ledger';
import { isVerifiedMinor, todayInKorea } from '../verification/index';

type Reader = Database | LedgerTx;

/**
 * Orders that never took money and never will do not count against a limit; every other order
 * does, from the moment it is placed, so two checkouts opened at once cannot together pass a limit.
 * An order left unpaid counts until it is cancelled (the wallet's 결제 취소).
 */
const NOT_COUNTED = [PAYMENT_STATE.cancelled, PAYMENT_STATE.approvalError];

/** Midnight in Korea of the day (and of the first of the month) that `at` falls on. */
export function koreanPeriodStarts(at: Date) {
  const day = todayInKorea(at);
  return { dayStart: new Date(`${day}T00:00:00+09:00`), monthStart: new Date(`${day.slice(0, 7)}-01T00:00:00+09:00`) };
}

async function orderedSince(reader: Reader, memberId: number, since: Date) {
  const [row] = await reader
    .select({ total: sql<string>`coalesce(sum(${payments.price}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.memberId, memberId), notInArray(payments.state, NOT_COUNTED), gte(payments.createdAt, since)),
    );
  return Number(row?.total ?? 0);
}

/** The member's guardian consent: a given one if there is one, else the latest request. */
export async function latestGuardianConsent(reader: Reader, memberId: number) {
  const [row] = await reader
    .select({ status: guardianConsents.status, consentedAt: guardianConsents.consentedAt })
    .from(guardianConsents)
    .where(eq(guardianConsents.memberId, memberId))
    .orderBy(
      sql`(${guardianConsents.status} = ${GUARDIAN_CONSENT_STATUS.given}) desc`,
      desc(guardianConsents.createdAt),
    )
    .limit(1);
  return row ?? null;
}

export type PurchaseStanding = {
  dailyLimit: number;
  dailyUsed: number;
  minor: boolean;
  monthlyLimit: number | null;
  monthlyUsed: number | null;
  guardianConsent: { status: 1 | 2 | 3; consentedAt: string | null } | null;
};

/** Where the member stands against the brand's limits at `at`. */
export async function purchaseStanding(
  reader: Reader,
  brand: BrandConfig,
  memberId: number,
  at: Date,
): Promise<PurchaseStanding> {
  const { dayStart, monthStart } = koreanPeriodStarts(at);
  const [member] = await reader
    .select({ identityStatus: members.identityStatus, birthday: members.birthday })
    .from(members)
    .where(eq(members.memberId, memberId));
  const minor = !!member && isVerifiedMinor(member, at);
  const dailyUsed = await orderedSince(reader, memberId, dayStart);
  if (!minor) {
    return {
      dailyLimit: brand.moneyRules.dailyPurchaseWon,
      dailyUsed,
      minor,
      monthlyLimit: null,
      monthlyUsed: null,
      guardianConsent: null,
    };
  }
  const consent = await latestGuardianConsent(reader, memberId);
  return {
    dailyLimit: brand.moneyRules.dailyPurchaseWon,
    dailyUsed,
    minor,
    monthlyLimit: brand.moneyRules.minorMonthlyPurchaseWon,
    monthlyUsed: await orderedSince(reader, memberId, monthStart),
    guardianConsent: consent
      ? { status: consent.status as 1 | 2 | 3, consentedAt: consent.consentedAt?.toISOString() ?? null }
      : null,
  };
}

export const hasGuardianConsent = (standing: PurchaseStanding) =>
  standing.guardianConsent?.status === GUARDIAN_CONSENT_STATUS.given;
