import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'auth', dir: import.meta.url, environment: 'jsdom' });
