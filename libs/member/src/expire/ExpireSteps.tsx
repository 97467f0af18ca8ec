import { EXPIRE_STEPS, type ExpireStep } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';

const LABELS: Record<ExpireStep, MessageKey> = {
  AGREEMENT: 'member.expire.step.agreement',
  IDENTIFICATION: 'member.expire.step.identification',
  COMPLELTE: 'member.expire.step.complete',
};

/** Where the member is among AGREEMENT, IDENTIFICATION and COMPLELTE: numbered, the current one marked. */
export function ExpireSteps({ current }: { current: ExpireStep }) {
  const t = useT();
  const at = EXPIRE_STEPS.indexOf(current);
  return (
    <ol aria-label={t('member.expire.steps')} className="grid grid-cols-3 gap-2">
      {EXPIRE_STEPS.map((step, index) => {
        const here = index === at;
        const done = index < at;
        return (
          <li
            key={step}
            aria-current={here ? 'step' : undefined}
            className={
              here
                ? 'flex min-h-10 items-center gap-2 rounded border border-accent bg-accent/10 px-2 py-1.5 text-sm font-semibold text-text'
                : 'flex min-h-10 items-center gap-2 rounded border border-border px-2 py-1.5 text-sm text-muted'
            }
          >
            <span
              aria-hidden="true"
              className={
                here || done
                  ? 'flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-bold text-accent-contrast'
                  : 'flex size-6 shrink-0 items-center justify-center rounded-full border border-border text-xs font-bold'
              }
            >
              {index + 1}
            </span>
            <span className="min-w-0 break-keep">{t(LABELS[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}
