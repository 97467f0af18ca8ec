import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'admin', dir: import.meta.url, environment: 'jsdom' });
