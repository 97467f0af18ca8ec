import { useId } from 'react';
import { useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';

/**
 * A value to paste elsewhere (the RTMP server, a stream key): read-only, selected whole on focus, and
 * a 복사 button. Where the clipboard is refused (an old browser, a page not served securely) the
 * field stays selectable by hand. A text area, not a one-line input, so that on a phone a long
 * address wraps (anywhere: it has no spaces) and the streamer can read all of what 복사 copies; it
 * grows to its lines where the browser sizes fields to their content.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('channel.streamKey.copied'));
    } catch {
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          readOnly
          rows={1}
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-h-10 min-w-0 flex-1 resize-none break-all rounded border border-border bg-bg/40 px-3 py-2 font-mono text-sm text-text [field-sizing:content] focus:border-accent focus:outline-none"
        />
        <Button
          variant="secondary"
          aria-label={t('channel.streamKey.copyNamed', { name: label })}
          onClick={() => void copy()}
        >
          {t('channel.streamKey.copy')}
        </Button>
      </div>
    </div>
  );
}
