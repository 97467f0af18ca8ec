export { isLowLatency, playerEngineFor, type PlayerEngine } from './engines';
