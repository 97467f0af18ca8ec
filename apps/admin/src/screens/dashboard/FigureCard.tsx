export type FigureCardProps = { label: string; value: string; detail?: string };

/** One figure of the dashboard: what it is, the number, and a line under it (the won, the peak). */
export function FigureCard({ label, value, detail }: FigureCardProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded border border-border bg-surface p-4">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-text">{value}</dd>
      {detail && <dd className="text-xs tabular-nums text-muted">{detail}</dd>}
    </div>
  );
}
