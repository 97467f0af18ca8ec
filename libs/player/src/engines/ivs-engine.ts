/// <reference types="vite/client" />
import * as sdk from 'amazon-ivs-player';
// ?url: Vite copies the worker and binary as hashed assets; only this lazily loaded chunk names them.
import wasmWorker from 'amazon-ivs-player/dist/assets/amazon-ivs-wasmworker.min.js?url';
import wasmBinary from 'amazon-ivs-player/dist/assets/amazon-ivs-wasmworker.min.wasm?url';
import type { AttachEngine } from './attach';
import { ivsEngine } from './ivs-playback';

/** The Amazon IVS player SDK with its WebAssembly worker; loadFallback where it cannot run. */
export function loadIvsEngine(loadFallback: () => Promise<AttachEngine>): Promise<AttachEngine> {
  return ivsEngine(sdk, { wasmWorker, wasmBinary }, loadFallback);
}
