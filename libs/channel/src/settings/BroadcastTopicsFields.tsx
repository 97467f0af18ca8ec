import { useId } from 'react';
import { guestApi } from '@onair/api-client';
import { BROADCAST_LANGUAGES, BROADCAST_TAG_LIMITS, type BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { categoryName } from '../browse/category-name';

/** Tags as typed: separated by commas (or '#'), blanks dropped; the API normalises and checks them. */
export const tagsOf = (text: string) =>
  text
    .split(/[,#，]/u)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export type BroadcastTopicsFieldsProps = {
  categoryId: number | null;
  tagsText: string;
  language: BroadcastLanguage;
  onCategory: (categoryId: number | null) => void;
  onTags: (text: string) => void;
  onLanguage: (language: BroadcastLanguage) => void;
};

/**
 * The broadcast's category (one of the operator's list, or none), its language (browse filters by
 * it) and up to 5 free tags, beside its title.
 */
export function BroadcastTopicsFields({ categoryId, tagsText, language, onCategory, onTags, onLanguage }: BroadcastTopicsFieldsProps) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const categoryInput = useId();
  const tagsInput = useId();
  const languageInput = useId();
  const hint = useId();
  const { data } = guestApi.useListCategoriesQuery({});
  const field = 'h-10 rounded border border-border bg-bg px-3 text-sm text-text';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={categoryInput} className="text-sm font-semibold text-text">
          {t('browse.category')}
        </label>
        <select
          id={categoryInput}
          value={categoryId ?? ''}
          onChange={(event) => onCategory(event.target.value === '' ? null : Number(event.target.value))}
          className={field}
        >
          <option value="">{t('browse.noCategoryChosen')}</option>
          {[...(data?.items ?? [])]
            .sort((a, b) => categoryName(a, locale).localeCompare(categoryName(b, locale), locale))
            .map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {categoryName(category, locale)}
              </option>
            ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={languageInput} className="text-sm font-semibold text-text">
          {t('browse.language')}
        </label>
        <select
          id={languageInput}
          value={language}
          onChange={(event) => onLanguage(event.target.value as BroadcastLanguage)}
          className={field}
        >
          {BROADCAST_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`browse.languageName.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={tagsInput} className="text-sm font-semibold text-text">
          {t('browse.tags')}
        </label>
        <input
          id={tagsInput}
          value={tagsText}
          aria-describedby={hint}
          onChange={(event) => onTags(event.target.value)}
          placeholder={t('browse.tagsPlaceholder')}
          className={field}
        />
        <p id={hint} className="text-xs text-muted">
          {t('browse.tagsHint', { count: BROADCAST_TAG_LIMITS.count, length: BROADCAST_TAG_LIMITS.length })}
        </p>
      </div>
    </div>
  );
}
