import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'payments', dir: import.meta.url, environment: 'jsdom' });
