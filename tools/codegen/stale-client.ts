import { clientFiles, documentPath, documentText, readIfPresent } from './client-files';

/** The committed files that differ from what the contracts generate now; empty when up to date. */
export async function staleClientFiles(): Promise<string[]> {
  const document = documentText();
  const stale = readIfPresent(documentPath) === document ? [] : [documentPath];
  for (const [path, text] of await clientFiles(document)) {
    if (readIfPresent(path) !== text) stale.push(path);
  }
  return stale;
}
