import { fileURLToPath } from 'node:url';
import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({
  name: 'shell',
  dir: import.meta.url,
  environment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('./src/testing/setup-tests.ts', import.meta.url))],
});
