import { useEffect, useRef, useState } from 'react';
import { useT } from '@onair/i18n';
import type { QualityLevel } from '../engines/attach';
import { QualityIcon } from './icons';
import type { QualityChoice } from './use-quality';

export type QualityMenuProps = {
  /** The stream's renditions (two or more; with one there is nothing to choose and no menu). */
  levels: readonly QualityLevel[];
  choice: QualityChoice;
  onChoose(choice: QualityChoice): void;
  buttonClassName: string;
};

const ITEM =
  'flex min-h-10 w-full cursor-pointer items-center gap-2 rounded px-3 text-left text-sm text-text hover:bg-text/15 focus-visible:outline-2 focus-visible:outline-text';

/**
 * The quality menu: 자동 (the engine adapts to the connection) and each rendition, largest first, the
 * source named as such. A menu of radio items; Escape or a choice closes it and gives the focus back.
 */
export function QualityMenu({ levels, choice, onChoose, buttonClassName }: QualityMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const options: Array<{ value: QualityChoice; label: string }> = [
    { value: 'auto', label: t('player.qualityAuto') },
    ...[...levels]
      .sort((a, b) => b.height - a.height || Number(b.source) - Number(a.source))
      .map((level) => ({
        value: level.source ? ('source' as const) : level.height,
        label: level.source ? `${level.height}p ${t('player.qualitySource')}` : `${level.height}p`,
      })),
  ];

  return (
    <span className="relative">
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={t('player.quality')}
        title={t('player.quality')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <QualityIcon />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('player.quality')}
          className="absolute bottom-full right-0 mb-2 min-w-36 rounded bg-overlay p-1 shadow-lg"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          {options.map((option) => (
            <button
              key={String(option.value)}
              type="button"
              role="menuitemradio"
              aria-checked={choice === option.value}
              className={ITEM}
              onClick={() => {
                onChoose(option.value);
                close();
              }}
            >
              <span aria-hidden className="w-3">
                {choice === option.value ? '✓' : ''}
              </span>
              {option.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
