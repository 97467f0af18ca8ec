import { useEffect, useState } from 'react';
import { useT } from '@onair/i18n';
import { ShareIcon } from './icons';

type Said = 'copied' | 'failed' | null;

/** A phone, where the system's share sheet is what people expect (a desktop's is rarely wanted). */
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Shares the page: on a phone with the Web Share API, the system's sheet; elsewhere the page's
 * address is copied, and the player says so (a status read out by screen readers too).
 */
export function ShareButton({ className, title }: { className: string; title?: string }) {
  const t = useT();
  const [said, setSaid] = useState<Said>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), 2500);
    return () => clearTimeout(timer);
  }, [said]);

  const share = async () => {
    const url = window.location.href;
    if (isPhone() && typeof navigator.share === 'function') {
      // A cancelled sheet rejects: nothing to say.
      await navigator.share({ url, ...(title ? { title } : {}) }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('player.share')}
        title={t('player.share')}
        onClick={() => void share()}
      >
        <ShareIcon />
      </button>
      {/* Only while there is something to say: the player's own status (loading, offline) is the page's other one. */}
      {said && (
        <span
          role="status"
          className="absolute bottom-full right-2 mb-2 rounded bg-overlay px-2 py-1 text-xs text-text"
        >
          {said === 'copied' ? t('player.shareCopied') : t('player.shareFailed')}
        </span>
      )}
    </>
  );
}
