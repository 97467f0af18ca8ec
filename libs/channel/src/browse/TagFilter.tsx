import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BROADCAST_TAG_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { browsePath } from './browse-paths';

/** Narrows browse to a tag: typed here, or by following a #tag anywhere on the site. */
export function TagFilter({ slug, tag }: { slug?: string; tag?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(tag ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(browsePath(slug, text.replace(/^#+/, '').trim() || undefined));
  };
  return (
    <form onSubmit={submit} className="flex max-w-sm gap-2" role="search" aria-label={t('browse.tagFilter')}>
      <label htmlFor={inputId} className="sr-only">
        {t('browse.tagFilter')}
      </label>
      <input
        id={inputId}
        value={text}
        maxLength={BROADCAST_TAG_LIMITS.length + 1}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('browse.tagPlaceholder')}
        className="h-9 min-w-0 flex-1 rounded border border-border bg-bg px-3 text-sm text-text placeholder:text-muted"
      />
      <button type="submit" className="h-9 rounded bg-accent px-3 text-sm font-semibold text-accent-contrast">
        {t('browse.tagApply')}
      </button>
    </form>
  );
}
