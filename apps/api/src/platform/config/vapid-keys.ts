import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import webPush from 'web-push';
import type { ApiConfig } from './config';

/** The VAPID key pair Web Push messages are signed with, and who the push services may contact. */
export type WebPushSettings = { publicKey: string; privateKey: string; subject: string };

const DEVELOPMENT_SUBJECT = 'mailto:dev@onair.localhost';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (production must set both: production-check.ts).
 * Elsewhere a pair generated once and kept under DATA_DIR, so browsers subscribed with it stay
 * subscribed across restarts of npm start; tests keep theirs under the system's temp directory.
 */
export function webPushFromConfig(config: ApiConfig): WebPushSettings {
  const subject = config.VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const dir = config.NODE_ENV === 'test' ? join(tmpdir(), 'onair-test-data') : config.DATA_DIR;
  return { ...storedDevelopmentKeys(join(dir, 'vapid-keys.json')), subject };
}

function storedDevelopmentKeys(file: string): { publicKey: string; privateKey: string } {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch {
    // None yet (or unreadable): a new pair is made below.
  }
  const keys = webPush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
