import { useCallback, useEffect, useState } from 'react';
import type { QualityLevel } from '../engines/attach';

/** Where the viewer's quality is kept between visits and channels: auto, source, or a height (720). */
export const QUALITY_STORAGE_KEY = 'onair.player.quality';

/** auto: the engine adapts to the connection; source: as sent; a number: that height. */
export type QualityChoice = 'auto' | 'source' | number;

function stored(): QualityChoice {
  try {
    const value = window.localStorage.getItem(QUALITY_STORAGE_KEY);
    if (value === 'source') return 'source';
    const height = Number(value);
    return value && Number.isInteger(height) && height > 0 ? height : 'auto';
  } catch {
    return 'auto';
  }
}

function levelOf(levels: readonly QualityLevel[], choice: QualityChoice): QualityLevel | undefined {
  if (choice === 'auto') return undefined;
  return levels.find((level) => (choice === 'source' ? level.source : !level.source && level.height === choice));
}

/**
 * The quality menu's state: the remembered choice is applied as soon as the engine lists its levels
 * (a channel without that rendition plays on auto, the choice kept for the next one); a new choice
 * switches the engine and is remembered in this browser.
 */
export function useQuality(levels: readonly QualityLevel[], selectLevel: (index: number) => void) {
  const [choice, setChoice] = useState<QualityChoice>(stored);
  const available = levelOf(levels, choice) ? choice : 'auto';

  useEffect(() => {
    const level = levelOf(levels, stored());
    if (level) selectLevel(level.index);
  }, [levels, selectLevel]);

  const choose = useCallback(
    (next: QualityChoice) => {
      setChoice(next);
      selectLevel(levelOf(levels, next)?.index ?? -1);
      try {
        window.localStorage.setItem(QUALITY_STORAGE_KEY, String(next));
      } catch {
        // Private windows may refuse storage: the choice holds for this page, unremembered.
      }
    },
    [levels, selectLevel],
  );
  return { choice: available, choose };
}
