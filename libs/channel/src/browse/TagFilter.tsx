import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { BROADCAST_TAG_LIMITS, type BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useGuardedSubmit } from '@onair/ui';
import { browsePath } from './browse-paths';

// A tag as written on the site (#신청곡) or bare, without the spaces around it (before the # too); blank clears the filter.
const TagFilterSchema = v.object({
  tag: v.pipe(
    v.string(),
    v.transform((text) => text.trim().replace(/^#+/, '').trim()),
  ),
});

/** Narrows browse to a tag: typed here, or by following a #tag anywhere on the site. */
export function TagFilter({ slug, tag, language }: { slug?: string; tag?: string; language?: BroadcastLanguage }) {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const { register, handleSubmit } = useForm<{ tag: string }, unknown, v.InferOutput<typeof TagFilterSchema>>({
    defaultValues: { tag: tag ?? '' },
    resolver: valibotResolver(TagFilterSchema),
  });
  const { submit } = useGuardedSubmit(
    handleSubmit,
    ({ tag: wanted }) => void navigate(browsePath(slug, wanted || undefined, language)),
  );
  return (
    <form onSubmit={submit} className="flex max-w-sm gap-2" role="search" aria-label={t('browse.tagFilter')}>
      <label htmlFor={inputId} className="sr-only">
        {t('browse.tagFilter')}
      </label>
      <input
        id={inputId}
        maxLength={BROADCAST_TAG_LIMITS.length + 1}
        placeholder={t('browse.tagPlaceholder')}
        {...register('tag')}
        className="h-9 min-w-0 flex-1 rounded border border-border bg-bg px-3 text-sm text-text placeholder:text-muted"
      />
      <button type="submit" className="h-9 rounded bg-accent px-3 text-sm font-semibold text-accent-contrast">
        {t('browse.tagApply')}
      </button>
    </form>
  );
}
