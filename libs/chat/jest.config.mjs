import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'chat', dir: import.meta.url, environment: 'jsdom' });
