import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'web-bellcast', dir: import.meta.url, environment: 'jsdom' });
