import type { ReactNode } from 'react';

/** The frame of the full-page variants: one centred card, the full width on phones (the page already has its margin there). */
export function AuthPageCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md py-8 sm:px-4 sm:py-12">
      <div className="rounded border border-border bg-surface p-5 shadow-raised sm:p-8">
        <h1 className="mb-6 text-xl font-bold text-text">{title}</h1>
        {children}
      </div>
    </section>
  );
}
