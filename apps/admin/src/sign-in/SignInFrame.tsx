import type { ReactNode } from 'react';
import { LocaleSwitch } from '../shell/LocaleSwitch';
import { useConsoleT } from '../i18n/use-console-t';

/** The pages before a session: the console's name, a card with the form, the language switch. */
export function SignInFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const t = useConsoleT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-muted">{t('console.title')}</p>
      <section
        aria-labelledby="sign-in-title"
        className="w-full max-w-md rounded border border-border bg-surface p-6 shadow-raised sm:p-8"
      >
        <h1 id="sign-in-title" className="text-xl font-bold text-text">
          {title}
        </h1>
        <p className="mb-5 mt-1 text-sm text-muted">{lead}</p>
        {children}
      </section>
      <LocaleSwitch />
    </main>
  );
}
