export { isLowLatency, playerEngineFor, type PlayerEngine } from './engines';
export { LivePlayer, type LivePlayerProps } from './LivePlayer';
export {
  DEFAULT_ENGINE_LOADERS,
  preloadEngine,
  type AttachEngine,
  type AttachOptions,
  type EngineLoaders,
  type EngineSession,
  type EngineStatus,
} from './engine-loaders';
export { useTheaterMode, THEATER_STORAGE_KEY, type TheaterMode } from './controls/use-theater-mode';
export { QUALITY_STORAGE_KEY, type QualityChoice } from './controls/use-quality';
export type { QualityLevel } from './engines/attach';
