// @nx/vite's inferred targets for every Vite app, adapted to this workspace.
// Our vite.config.ts files import TypeScript workspace packages (@onair/tools/vite, @onair/brand).
// Vite's default config loader bundles the config but leaves package imports to Node, and Node 20
// cannot import TypeScript, so (1) while Nx reads the configs, tsx's loader is registered in this
// plugin's worker, and (2) the inferred commands load the config with Vite's module runner.
// The typecheck target the plugin would add is dropped: every project's `tsc -b` target covers it.
import { register } from 'tsx/esm/api';
import { createNodesV2 as viteCreateNodesV2 } from '@nx/vite/plugin';

register();

const [pattern, inferTargets] = viteCreateNodesV2;

const RUNNER_LOADED_COMMANDS = /^vite( build| preview)?$/;
// A build's file list is noise in CI's log; warnings and errors still show.
const QUIET_COMMANDS = /^vite build$/;

function adaptTargets(targets) {
  const adapted = {};
  for (const [name, target] of Object.entries(targets ?? {})) {
    if (name === 'typecheck') continue;
    adapted[name] =
      typeof target.command === 'string' && RUNNER_LOADED_COMMANDS.test(target.command)
        ? {
            ...target,
            command: `${target.command} --configLoader runner${QUIET_COMMANDS.test(target.command) ? ' --logLevel warn' : ''}`,
          }
        : target;
  }
  return adapted;
}

export const createNodesV2 = [
  pattern,
  async (configFiles, options, context) => {
    const results = await inferTargets(configFiles, options, context);
    return results.map(([file, result]) => [
      file,
      {
        ...result,
        projects: Object.fromEntries(
          Object.entries(result.projects ?? {}).map(([root, project]) => [
            root,
            { ...project, targets: adaptTargets(project.targets) },
          ]),
        ),
      },
    ]);
  },
];
