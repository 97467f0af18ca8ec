import type { ShellText } from './shell-text';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element whose text the shell's script swaps for the visitor's language. */
const text = (name: keyof ShellText, texts: ShellText) => `data-shell-text="${name}">${escapeHtml(texts[name])}`;

/** libs/ui Button, size sm; the variants are ghost (로그인) and primary (회원가입). */
const BUTTON = 'inline-flex cursor-pointer select-none items-center justify-center whitespace-nowrap rounded font-semibold transition h-8 gap-1.5 px-3 text-sm';
const GHOST = 'bg-transparent text-text hover:bg-accent/10';
const PRIMARY = 'bg-accent text-accent-contrast hover:brightness-110';

/**
 * The first screen of the app as plain HTML: the site layout and header (libs/shell SiteLayout,
 * SiteHeader and HeaderAccount for a visitor) and the home page's heading (libs/channel HomePage),
 * with the same Tailwind classes, so it paints as soon as the CSS arrives and the app, which
 * replaces it, draws the same boxes in the same places. The buttons are disabled until then: a
 * click on them would do nothing, and a test waiting to click them waits for the app's.
 */
export function shellMarkup(texts: ShellText, mark = ''): string {
  return `<div id="onair-shell" class="flex min-h-screen flex-col bg-bg text-text">
<header class="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
<div class="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
<a href="/" class="flex shrink-0 items-center gap-1.5 text-lg font-extrabold tracking-tight text-accent">${mark}<span ${text('brandName', texts)}</span></a>
<nav class="flex min-w-0 items-center gap-2 text-sm">
<a href="/" class="hidden rounded px-3 py-1.5 text-muted hover:text-text sm:inline" ${text('home', texts)}</a>
<div data-shell-account class="flex items-center gap-1.5 sm:gap-2">
<button type="button" disabled class="${BUTTON} ${GHOST}" ${text('login', texts)}</button>
<button type="button" disabled class="${BUTTON} ${PRIMARY}" ${text('signup', texts)}</button>
</div>
</nav>
</div>
</header>
<main class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
<div data-shell-home class="flex flex-col gap-6">
<section class="rounded bg-surface px-6 py-8">
<p class="text-sm font-semibold text-accent" ${text('brandName', texts)}</p>
<h1 class="mt-1 text-2xl font-bold text-text sm:text-3xl" ${text('title', texts)}</h1>
<p class="mt-2 text-sm text-muted" ${text('lead', texts)}</p>
</section>
<section data-shell-channels class="flex flex-col gap-4">
<h2 class="text-lg font-bold text-text" ${text('channels', texts)}</h2>
</section>
</div>
</main>
</div>`;
}
