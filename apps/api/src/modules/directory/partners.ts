import { and, eq } from 'drizzle-orm';
import { partners, type Database } from '@onair/db';

export type PartnerRepository = ReturnType<typeof partnerRepository>;

export function partnerRepository(db: Database) {
  return {
    /** The partner behind a code, if it is still active; only then is a signup credited to it. */
    async activeCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ code: partners.code })
        .from(partners)
        .where(and(eq(partners.code, code), eq(partners.active, true)))
        .limit(1);
      return row?.code ?? null;
    },
  };
}
