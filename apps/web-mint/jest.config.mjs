import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'web-mint', dir: import.meta.url, environment: 'jsdom' });
