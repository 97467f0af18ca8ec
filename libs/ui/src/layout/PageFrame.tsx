import type { ReactNode } from 'react';

export type PageFrameProps = {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of a member's page: a title, an optional line under it, then the sections. */
export function PageFrame({ title, lead, actions, children }: PageFrameProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-text">{title}</h1>
          {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
