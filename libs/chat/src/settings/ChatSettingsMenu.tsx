import { useId, useState } from 'react';
import { useT } from '@onair/i18n';
import { CHAT_FONT_SIZES, type ChatSettings } from './chat-settings';

function GearIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M11.5 1.5h-3l-.5 2.3a6.6 6.6 0 0 0-1.6.9l-2.2-.8-1.5 2.6 1.8 1.5a6.7 6.7 0 0 0 0 1.9l-1.8 1.5 1.5 2.6 2.2-.8c.5.4 1 .7 1.6.9l.5 2.3h3l.5-2.3a6.6 6.6 0 0 0 1.6-.9l2.2.8 1.5-2.6-1.8-1.5a6.7 6.7 0 0 0 0-1.9l1.8-1.5-1.5-2.6-2.2.8a6.6 6.6 0 0 0-1.6-.9zM10 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />
    </svg>
  );
}

export type ChatSettingsMenuProps = {
  settings: ChatSettings;
  onChange: (change: Partial<ChatSettings>) => void;
};

/** The gear beside the chat's title: text size and timestamps, for this reader only. */
export function ChatSettingsMenu({ settings, onChange }: ChatSettingsMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = useId();
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('chat.settings.open')}
        title={t('chat.settings.open')}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="rounded p-1 text-muted hover:text-text focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
      >
        <GearIcon />
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('chat.settings.open')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className="absolute right-0 top-full z-20 mt-1 w-48 rounded border border-border bg-surface-raised p-3 text-sm text-text shadow-raised"
        >
          <fieldset>
            <legend className="mb-1 font-semibold">{t('chat.settings.fontSize')}</legend>
            {CHAT_FONT_SIZES.map((size) => (
              <label key={size} className="flex items-center gap-2 py-0.5">
                <input
                  type="radio"
                  name={name}
                  value={size}
                  checked={settings.fontSize === size}
                  onChange={() => onChange({ fontSize: size })}
                />
                {t(`chat.settings.fontSize.${size}`)}
              </label>
            ))}
          </fieldset>
          <label className="mt-2 flex items-center gap-2 border-t border-border pt-2">
            <input
              type="checkbox"
              checked={settings.timestamps}
              onChange={(event) => onChange({ timestamps: event.currentTarget.checked })}
            />
            {t('chat.settings.timestamps')}
          </label>
        </div>
      )}
    </div>
  );
}
