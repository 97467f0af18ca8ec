import { and, asc, eq } from 'drizzle-orm';
import { BUILT_IN_RULES_VERSION, type RulesDocument } from '@onair/contracts';
import { rulesDocumentVersions, type Database } from '@onair/db';

export type PublishedVersion = typeof rulesDocumentVersions.$inferSelect;

/** Every published version of the brand's documents, oldest first (a handful a year). */
export const publishedVersions = (db: Pick<Database, 'select'>, brand: string): Promise<PublishedVersion[]> =>
  db.select().from(rulesDocumentVersions).where(eq(rulesDocumentVersions.brand, brand)).orderBy(asc(rulesDocumentVersions.version));

/** The published version of a document in force at `at`, or null while the built-in version 1 is. */
export function versionInForce(versions: readonly PublishedVersion[], document: RulesDocument, at: Date): PublishedVersion | null {
  let found: PublishedVersion | null = null;
  for (const each of versions)
    if (each.document === document && each.effectiveAt.getTime() <= at.getTime() && (!found || each.version > found.version)) found = each;
  return found;
}

/** The version number in force at `at`: 1 (built in) until a published one takes effect. */
export const versionNumberAt = (versions: readonly PublishedVersion[], document: RulesDocument, at: Date): number =>
  versionInForce(versions, document, at)?.version ?? BUILT_IN_RULES_VERSION;

/** The next version number of a document: 2 for its first publication. */
export const nextVersionOf = (versions: readonly PublishedVersion[], document: RulesDocument): number =>
  Math.max(BUILT_IN_RULES_VERSION, ...versions.filter((each) => each.document === document).map((each) => each.version)) + 1;

export const ofDocument = (brand: string, document: RulesDocument) =>
  and(eq(rulesDocumentVersions.brand, brand), eq(rulesDocumentVersions.document, document));
