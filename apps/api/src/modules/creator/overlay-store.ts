import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DEFAULT_OVERLAY_SETTINGS, OverlaySettings } from '@onair/contracts';
import { channelOverlays, type Database } from '@onair/db';
import { newOverlaySecret } from './overlay-secret';

/** Stored settings with any field a newer release added filled in from the defaults. */
export function settingsOf(stored: unknown): OverlaySettings {
  const merged = { ...DEFAULT_OVERLAY_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = v.safeParse(OverlaySettings, merged);
  return parsed.success ? parsed.output : DEFAULT_OVERLAY_SETTINGS;
}

export function overlayStore(db: Database) {
  return {
    async find(channelId: number) {
      const [row] = await db.select().from(channelOverlays).where(eq(channelOverlays.channelId, channelId));
      return row ?? null;
    },
    async findBySecret(secret: string) {
      const [row] = await db.select().from(channelOverlays).where(eq(channelOverlays.secret, secret));
      return row ?? null;
    },
    /** Replaces the secret (or makes the overlay); the old secret finds nothing from now on. */
    async issueSecret(channelId: number): Promise<string> {
      const secret = newOverlaySecret();
      await db
        .insert(channelOverlays)
        .values({ channelId, secret, settings: DEFAULT_OVERLAY_SETTINGS })
        .onConflictDoUpdate({ target: channelOverlays.channelId, set: { secret, updatedAt: new Date() } });
      return secret;
    },
    async saveSettings(channelId: number, settings: OverlaySettings) {
      await db
        .update(channelOverlays)
        .set({ settings, updatedAt: new Date() })
        .where(eq(channelOverlays.channelId, channelId));
    },
  };
}
export type OverlayStore = ReturnType<typeof overlayStore>;
