// The sandbox's own pages (the outbox, the identity popup, the OAuth chooser) are plain server-rendered HTML.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type HtmlPage = { title: string; style: string; body: string; lang?: 'ko' | 'en'; head?: string };

/** A whole document; the empty icon keeps the browser from asking for a favicon the sandbox lacks. */
export function htmlPage({ title, style, body, lang = 'ko', head = '' }: HtmlPage): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
${head}<title>${escapeHtml(title)}</title>
<style>
${style.trim()}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
