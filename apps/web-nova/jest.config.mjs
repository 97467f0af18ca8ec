import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'web-nova', dir: import.meta.url, environment: 'jsdom' });
