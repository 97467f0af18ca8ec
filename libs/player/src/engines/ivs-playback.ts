import type * as IvsPlayerSdk from 'amazon-ivs-player';
import type { PlayerError } from 'amazon-ivs-player';
import type { AttachEngine, EngineStatus } from './attach';

/** The parts of amazon-ivs-player this engine uses; tests hand in a fake with the same enum values. */
export type IvsSdk = Pick<
  typeof IvsPlayerSdk,
  'create' | 'isPlayerSupported' | 'PlayerState' | 'PlayerEventType' | 'ErrorType'
>;

/** Where the SDK's WebAssembly worker and binary are served (Vite asset URLs). */
export type IvsAssets = { wasmWorker: string; wasmBinary: string };

/** Media Source Extensions, or Safari's ManagedMediaSource (iOS 17.1+), into which the SDK feeds video. */
export function hasMediaSource(): boolean {
  return 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;
}

/**
 * The IVS engine where the SDK runs; elsewhere the fallback (hls.js, itself falling back to the
 * browser's own HLS), since an IVS playback URL is an HLS playlist. The SDK's isPlayerSupported
 * only checks for WebAssembly, so Media Source Extensions are checked here too.
 */
export function ivsEngine(
  sdk: IvsSdk,
  assets: IvsAssets,
  loadFallback: () => Promise<AttachEngine>,
  mediaSource = hasMediaSource(),
): Promise<AttachEngine> {
  return sdk.isPlayerSupported && mediaSource ? Promise.resolve(attachWithIvs(sdk, assets)) : loadFallback();
}

function attachWithIvs(sdk: IvsSdk, assets: IvsAssets): AttachEngine {
  const { PlayerState, PlayerEventType, ErrorType } = sdk;
  const statuses: [IvsPlayerSdk.PlayerState, EngineStatus][] = [
    [PlayerState.READY, 'loading'],
    [PlayerState.BUFFERING, 'loading'],
    [PlayerState.PLAYING, 'playing'],
    // A live stream ends when its broadcaster stops.
    [PlayerState.ENDED, 'offline'],
    // IDLE is the state before the first load and after a fatal error, which ERROR reports.
  ];

  return (video, url, { lowLatency, onFatalError, onStatus }) => {
    const player = sdk.create(assets);
    const stateListeners = statuses.map(([state, status]) => {
      const listener = () => onStatus(status);
      player.addEventListener(state, listener);
      return [state, listener] as const;
    });
    const onError = (error: PlayerError) => {
      // IVS answers 404 for a channel that is not broadcasting: offline, not broken.
      if (error.type === ErrorType.NOT_AVAILABLE && error.code === 404) onStatus('offline');
      else onFatalError(`${error.type} ${error.code} (${error.source}): ${error.message}`);
    };
    player.addEventListener(PlayerEventType.ERROR, onError);

    player.attachHTMLVideoElement(video);
    // Browsers autoplay only without sound; the video's controls unmute.
    player.setMuted(true);
    player.setAutoplay(true);
    // After a rebuffer, jump back to the live edge instead of playing late.
    player.setRebufferToLive(true);
    // IVS plays at low latency by default (its own player extensions); only a provider marked
    // low-latency asks for it explicitly, nothing turns it off.
    if (lowLatency) player.setLiveLowLatencyEnabled(true);
    player.load(url);
    player.play();

    return {
      destroy() {
        // Listeners first: delete() may still emit state changes for a playback nobody shows.
        for (const [state, listener] of stateListeners) player.removeEventListener(state, listener);
        player.removeEventListener(PlayerEventType.ERROR, onError);
        player.delete();
      },
    };
  };
}
