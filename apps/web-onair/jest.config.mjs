import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'web-onair', dir: import.meta.url, environment: 'jsdom' });
