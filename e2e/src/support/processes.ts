// Typed access to the repository's process helpers (tools/scripts/processes.mjs, also used by `npm start`),
// so the e2e stack starts and stops its children exactly as `npm start` does.
import type { ChildProcess } from 'node:child_process';
// tools is not a library e2e may depend on by the module-boundary rules, and its package exports only
// ./vite; these plain .mjs helpers are shared on purpose (see e2e/README.md).
// eslint-disable-next-line @nx/enforce-module-boundaries
import * as shared from '../../../tools/scripts/processes.mjs';

export type ManagedProcess = { name: string; child: ChildProcess };

export const startProcess: (
  name: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; quiet?: boolean },
) => ManagedProcess = shared.startProcess;

export const waitForUrl: (url: string, options?: { timeoutMs?: number; process?: ManagedProcess }) => Promise<void> =
  shared.waitForUrl;

export const stopAll: (processes: ManagedProcess[], options?: { graceMs?: number }) => Promise<void> = shared.stopAll;

// eslint-disable-next-line @nx/enforce-module-boundaries
import * as demo from '../../../tools/scripts/demo-stream.mjs';

/** npm start's demo broadcast: one self-restarting publisher of `clip` per live demo channel's key. */
export const demoPublishers: (rtmpUrl: string, clip: string) => { name: string; command: string; args: string[] }[] =
  demo.demoPublishers;

/** The demo clip (10 s of test pattern and tone, FLV) encoded at `path`; throws with ffmpeg's output. */
export const encodeDemoClip: (path: string, options?: { rate?: number }) => string = demo.encodeDemoClip;
