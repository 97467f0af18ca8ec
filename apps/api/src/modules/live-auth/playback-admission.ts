/**
 * Proof that the playback gate (playback-gate.ts) let the caller watch one channel. Every function
 * that signs a playback URL, live or recorded, takes one, so a route cannot hand a URL out without
 * asking the gate first: the type has no public constructor but grantPlayback, which only the gate
 * (and tests of the URL builders) call.
 */
declare const admitted: unique symbol;
export type PlaybackAdmission = { readonly channelId: number; readonly [admitted]: true };

/** Only for the gate, and for tests of what signs URLs: everything else asks the gate. */
export const grantPlayback = (channelId: number) => ({ channelId }) as PlaybackAdmission;
