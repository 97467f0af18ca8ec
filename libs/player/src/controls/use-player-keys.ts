import { useEffect, useRef } from 'react';

export type PlayerKeyActions = {
  togglePlay(): void;
  toggleFullscreen(): void;
  toggleMute(): void;
  /** Volume up or down by this much (0-1). */
  changeVolume(delta: number): void;
  /** Seek by this many seconds; absent where the stream cannot seek (live without rewind). */
  seekBy?(seconds: number): void;
};

const VOLUME_STEP = 0.1;
/** As YouTube's and SOOP's arrows: 5 s a press. */
export const SEEK_STEP_SECONDS = 5;

/** Typing somewhere: the chat box, a search field, an editor. Their keys are the viewer's words. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  return false;
}

/** A focused control does its own thing with this key (Space presses a button, arrows move a slider). */
function ownedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if ((key === ' ' || key === 'Enter') && target.closest('button, a[href], summary, [role="button"], [role="link"]'))
    return true;
  if (
    key.startsWith('Arrow') &&
    target.closest('input[type="range"], [role="slider"], [role="listbox"], [role="menu"], [role="tablist"]')
  )
    return true;
  // The browser's own controls on a recording's video handle its keys.
  return target instanceof HTMLVideoElement && target.controls;
}

/**
 * The player's keys, as viewers know them from YouTube, Twitch and SOOP: Space or K play/pause, F full
 * screen, M sound, ↑/↓ volume, ←/→ 5 s back or on where the stream can seek. Heard on the whole page
 * while the player is there, except while typing (the chat box) or inside a dialog, and never with
 * Ctrl, Alt or ⌘ (the browser's and the system's shortcuts).
 */
export function usePlayerKeys(enabled: boolean, actions: PlayerKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const target = event.target;
      if (isTyping(target) || ownedByControl(target, event.key)) return;
      if (target instanceof HTMLElement && target.closest('[role="dialog"], dialog')) return;
      const act = latest.current;
      const handled = (() => {
        switch (event.key) {
          case ' ':
          case 'k':
          case 'K':
            act.togglePlay();
            return true;
          case 'f':
          case 'F':
            act.toggleFullscreen();
            return true;
          case 'm':
          case 'M':
            act.toggleMute();
            return true;
          case 'ArrowUp':
            act.changeVolume(VOLUME_STEP);
            return true;
          case 'ArrowDown':
            act.changeVolume(-VOLUME_STEP);
            return true;
          case 'ArrowLeft':
            act.seekBy?.(-SEEK_STEP_SECONDS);
            return act.seekBy !== undefined;
          case 'ArrowRight':
            act.seekBy?.(SEEK_STEP_SECONDS);
            return act.seekBy !== undefined;
          default:
            return false;
        }
      })();
      // Space and the arrows would also scroll the page.
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
