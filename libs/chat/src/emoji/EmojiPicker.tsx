import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { EmojiGrid } from './EmojiGrid';

export type EmojiPickerProps = {
  /** The channel whose chat this is: show-emoji answers what the member may use there. */
  channelId: number;
  /** The member chose one: the composer puts its token at the cursor. */
  onPick: (code: string) => void;
  disabled?: boolean;
};

/**
 * The composer's emoji button and its popover: a grid of what GET /api/guest/show-emoji allows in
 * this channel (the subscriber set only when the API includes it). Asked for on first opening, so
 * a viewer who never opens it costs no request. Closes on Escape, an outside press, or a pick.
 */
export function EmojiPicker({ channelId, onPick, disabled = false }: EmojiPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const popoverId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { data, isError, isFetching } = guestApi.useShowEmojiQuery({ channelId }, { skip: !asked });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as (event: Event) => void);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as (event: Event) => void);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    // Not positioned itself: the popover spans the composer (a positioned ancestor), so it fits a phone and a narrow desktop column alike.
    <div ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-label={t('chat.emoji.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen((current) => !current);
        }}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded border border-border bg-bg text-lg text-text hover:border-accent focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        <span aria-hidden="true">☺</span>
      </button>
      {open && (
        <div
          id={popoverId}
          role="dialog"
          aria-label={t('chat.emoji.picker')}
          className="absolute inset-x-3 bottom-full z-20 mb-1 rounded border border-border bg-surface-raised p-2 shadow-lg"
        >
          {data ? (
            <EmojiGrid
              items={data.items}
              onPick={(code) => {
                setOpen(false);
                onPick(code);
              }}
            />
          ) : (
            <p role="status" className="px-1 py-3 text-center text-sm text-muted">
              {isError && !isFetching ? t('chat.emoji.failed') : t('chat.emoji.loading')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
