import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { BOARD_FILTERS } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { Button } from '@onair/ui';
import { submitAtOnce } from '../shared/submit-at-once';
import type { BoardFilter } from './use-board-query';

const FILTER_NAMES: Record<BoardFilter, MessageKey> = {
  all: 'channel.board.filter.all',
  title: 'channel.board.filter.title',
  content: 'channel.board.filter.content',
  author: 'channel.board.filter.author',
};

type BoardSearchInput = { filter: BoardFilter; keyword: string };

// Where to look is one of the board's filters; the keyword goes without the spaces around it.
const BoardSearchSchema = v.object({ filter: v.picklist(BOARD_FILTERS), keyword: v.pipe(v.string(), v.trim()) });

/** Search the board: where to look (title, content, author, all) and what for. */
export function BoardSearch({
  filter,
  keyword,
  onSearch,
}: {
  filter: BoardFilter;
  keyword: string;
  onSearch: (filter: BoardFilter, keyword: string) => void;
}) {
  const t = useT();
  const filterId = useId();
  const keywordId = useId();
  const { register, getValues } = useForm<BoardSearchInput>({ defaultValues: { filter, keyword } });
  const search = submitAtOnce(BoardSearchSchema, getValues, (wanted) => onSearch(wanted.filter, wanted.keyword));
  return (
    <form role="search" aria-label={t('channel.board.search')} onSubmit={search} className="flex gap-2">
      <label htmlFor={filterId} className="sr-only">
        {t('channel.board.searchIn')}
      </label>
      <select
        id={filterId}
        {...register('filter')}
        className="h-10 shrink-0 rounded border border-border bg-bg px-2 text-sm text-text"
      >
        {BOARD_FILTERS.map((name) => (
          <option key={name} value={name}>
            {t(FILTER_NAMES[name])}
          </option>
        ))}
      </select>
      <label htmlFor={keywordId} className="sr-only">
        {t('channel.board.keyword')}
      </label>
      <input
        id={keywordId}
        type="search"
        maxLength={50}
        placeholder={t('channel.board.keywordPlaceholder')}
        {...register('keyword')}
        className="h-10 min-w-0 flex-1 rounded border border-border bg-bg px-3 text-sm text-text"
      />
      <Button type="submit" variant="secondary" size="sm" guardMs={0} className="h-10 shrink-0">
        {t('channel.board.searchButton')}
      </Button>
    </form>
  );
}
