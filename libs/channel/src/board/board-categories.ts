import { useMemo } from 'react';
import { BOARD_CATEGORIES } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';

const NAMES: Record<keyof typeof BOARD_CATEGORIES, MessageKey> = {
  free: 'channel.board.category.free',
  fanArt: 'channel.board.category.fanArt',
  question: 'channel.board.category.question',
  review: 'channel.board.category.review',
};

/** The board's categories in their number order, named for the reader. */
export function useBoardCategories() {
  const t = useT();
  return useMemo(
    () =>
      (Object.keys(BOARD_CATEGORIES) as Array<keyof typeof BOARD_CATEGORIES>).map((key) => ({
        value: BOARD_CATEGORIES[key],
        label: t(NAMES[key]),
      })),
    [t],
  );
}
