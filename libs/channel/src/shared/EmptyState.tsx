import type { ReactNode } from 'react';

/** An empty list's message, with the next step under it when the viewer has one (e.g. the owner's 공지사항 쓰기). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (!action) return <p className="rounded bg-surface py-10 text-center text-sm text-muted">{children}</p>;
  return (
    <div className="flex flex-col items-center gap-3 rounded bg-surface py-10 text-center">
      <p className="text-sm text-muted">{children}</p>
      {action}
    </div>
  );
}
