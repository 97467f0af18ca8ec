import type { ReactNode } from 'react';
import type { ChannelSummary } from '@onair/api-client';
import { ChannelCard } from './ChannelCard';

export type ChannelRowProps = {
  title: string;
  channels: ChannelSummary[];
  /** Said under the heading in place of the cards when there are none (a row that must not vanish). */
  empty?: ReactNode;
};

/** One titled row of channel cards, scrolling sideways on a phone and wrapping into a grid on a wide screen. */
export function ChannelRow({ title, channels, empty }: ChannelRowProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-text">{title}</h2>
      {channels.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <ul className="flex snap-x gap-4 overflow-x-auto pb-1 sm:grid sm:grid-cols-2 sm:overflow-visible lg:grid-cols-4">
          {channels.map((channel) => (
            <li key={channel.channelId} className="w-[70%] shrink-0 snap-start sm:w-auto">
              <ChannelCard channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The room a row takes while it loads: a heading and one row of card-sized boxes. */
export function ChannelRowPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-7 w-40 animate-pulse rounded bg-surface-raised" />
      <div className="flex gap-4 overflow-hidden sm:grid sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex w-[70%] shrink-0 flex-col gap-2 sm:w-auto">
            <div className="aspect-video animate-pulse rounded bg-surface-raised" />
            {/* The card's text as ChannelGrid's placeholder draws it: an avatar beside three lines. */}
            <div className="flex gap-2">
              <div className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-surface-raised" />
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="my-0.5 h-4 w-3/4 animate-pulse rounded bg-surface-raised" />
                <div className="my-0.5 h-3 w-1/2 animate-pulse rounded bg-surface-raised" />
                <div className="my-0.5 h-3 w-2/5 animate-pulse rounded bg-surface-raised" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
