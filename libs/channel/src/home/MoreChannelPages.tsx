import { useState } from 'react';
import { PAGE_SIZES } from '@onair/contracts';
import { Button } from '@onair/ui';
import { ChannelListPage } from './ChannelListPage';

export type MoreChannelPagesProps = {
  /** How many channels the first page said there are. */
  total: number;
  keyword?: string;
  /** The button's words, and each later page's list name. */
  moreLabel: string;
  pageLabel: (page: number) => string;
};

/**
 * The pages after the first, one more each time the viewer presses the button, until all `total`
 * channels show. Appended below rather than paged, as SOOP's and Twitch's lists grow.
 */
export function MoreChannelPages({ total, keyword, moreLabel, pageLabel }: MoreChannelPagesProps) {
  const [pagesShown, setPagesShown] = useState(1);
  const later = Array.from({ length: pagesShown - 1 }, (_, index) => index + 2);
  return (
    <>
      {later.map((page) => (
        <ChannelListPage key={page} page={page} keyword={keyword} label={pageLabel(page)} />
      ))}
      {pagesShown * PAGE_SIZES.streams < total && (
        <Button variant="secondary" className="self-center" onClick={() => setPagesShown(pagesShown + 1)}>
          {moreLabel}
        </Button>
      )}
    </>
  );
}
