import { jestProject } from '../../tools/jest/preset.mjs';

const project = jestProject({ name: 'player', dir: import.meta.url, environment: 'jsdom' });
const fileStub = project.moduleNameMapper['\\.(css|svg|png|jpg|webp)$'];

export default {
  ...project,
  // The IVS SDK's wasm worker and binary and hls.js's worker, imported with Vite's `?url`, are plain strings under test.
  moduleNameMapper: {
    ...project.moduleNameMapper,
    '^amazon-ivs-player/dist/assets/': fileStub,
    '^hls\\.js/dist/hls\\.worker\\.js\\?url$': fileStub,
  },
};
