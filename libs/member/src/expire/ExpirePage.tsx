import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MemberGate } from '@onair/auth/gates';
import type { ExpireStep } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PageFrame, QueryState } from '@onair/ui';
import { AgreementStep } from './AgreementStep';
import { CompleteStep } from './CompleteStep';
import { ExpireSteps } from './ExpireSteps';
import { IdentificationStep } from './IdentificationStep';
import { useExpireSummary } from './use-expire-summary';

/**
 * /my/expire, 회원 탈퇴 in the SPEC's three expire steps: AGREEMENT (what is lost, consent),
 * IDENTIFICATION (the password; POST /api/auth/expire) and COMPLELTE (done, signed out). The last
 * step stands outside the member gate: by then there is no member any more.
 */
export function ExpirePage() {
  const t = useT();
  const [step, setStep] = useState<ExpireStep>('AGREEMENT');
  return (
    <PageFrame title={t('member.expire.title')} lead={step === 'COMPLELTE' ? undefined : t('member.expire.lead')}>
      <ExpireSteps current={step} />
      <StepFocus step={step}>
        {step === 'COMPLELTE' ? (
          <CompleteStep />
        ) : (
          <MemberGate inline>{() => <ExpireFlow step={step} onStep={setStep} />}</MemberGate>
        )}
      </StepFocus>
    </PageFrame>
  );
}

/** AGREEMENT and IDENTIFICATION over one read of what the member holds; the consent survives 이전. */
function ExpireFlow({ step, onStep }: { step: Exclude<ExpireStep, 'COMPLELTE'>; onStep: (step: ExpireStep) => void }) {
  const query = useExpireSummary();
  const [agreed, setAgreed] = useState(false);
  return (
    <QueryState query={query}>
      {(summary) =>
        step === 'AGREEMENT' ? (
          <AgreementStep
            summary={summary}
            agreed={agreed}
            onAgree={setAgreed}
            onNext={() => onStep('IDENTIFICATION')}
          />
        ) : (
          <IdentificationStep summary={summary} onBack={() => onStep('AGREEMENT')} onDone={() => onStep('COMPLELTE')} />
        )
      }
    </QueryState>
  );
}

/** Each new step takes the focus, so a phone shows it from its top and a screen reader starts there. */
function StepFocus({ step, children }: { step: ExpireStep; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
