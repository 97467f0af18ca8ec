/** The batch's codes as a CSV file (code, used at), with a BOM so spreadsheet apps read it as UTF-8. */
export function couponCsv(
  codes: readonly { couponNumber: string; usedAt: string | null }[],
  header: [string, string],
): string {
  const lines = [header.join(','), ...codes.map((code) => `${code.couponNumber},${code.usedAt ?? ''}`)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
