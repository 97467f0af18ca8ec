import type { ReactNode } from 'react';

export type ScreenFrameProps = { title: string; lead?: string; actions?: ReactNode; children: ReactNode };

/** A console screen: its title (the page's h1), a line under it, actions at the right, then the content. */
export function ScreenFrame({ title, lead, actions, children }: ScreenFrameProps) {
  return (
    <div className="flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-text">{title}</h1>
          {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
