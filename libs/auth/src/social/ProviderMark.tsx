import type { SnsProvider } from '@onair/contracts';

const INITIALS: Record<SnsProvider, string> = { kakao: 'K', google: 'G', twitch: 'T', naver: 'N' };

/** A monochrome mark (theme colours only; the providers' own colours are not tokens of ours). */
export function ProviderMark({ provider }: { provider: SnsProvider }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-text text-[0.7rem] font-black leading-none text-surface"
    >
      {INITIALS[provider]}
    </span>
  );
}
