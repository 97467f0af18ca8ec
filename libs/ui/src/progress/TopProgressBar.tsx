import { useEffect, useState } from 'react';

export type TopProgressBarProps = {
  /** True while a route change (or other page-level load) is in flight. */
  active: boolean;
  /** Accessible name of the bar. */
  label?: string;
};

type Phase = 'idle' | 'start' | 'running' | 'done';

const FADE_MS = 500;

const styleOf: Record<Exclude<Phase, 'idle'>, { transform: string; transition: string; opacity: number }> = {
  start: { transform: 'scaleX(0)', transition: 'none', opacity: 1 },
  // Fast at first, then creeping: it never reaches 90% on its own within a normal navigation.
  running: { transform: 'scaleX(0.9)', transition: 'transform 10s cubic-bezier(0.08, 0.7, 0.15, 1)', opacity: 1 },
  done: {
    transform: 'scaleX(1)',
    transition: `transform 200ms ease-out, opacity 300ms ease ${FADE_MS - 300}ms`,
    opacity: 0,
  },
};

/** The 2px bar at the top of the viewport during route changes (SPEC section 2). */
export function TopProgressBar({ active, label = '페이지 불러오는 중' }: TopProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'start' : 'idle');

  useEffect(() => {
    if (active) {
      setPhase('start');
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setPhase('running'));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'done'));
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={active}
      className="pointer-events-none fixed inset-x-0 top-0 z-[1000] h-0.5"
    >
      <div className="h-full origin-left bg-accent shadow-[0_0_8px_var(--onair-accent)]" style={styleOf[phase]} />
    </div>
  );
}
