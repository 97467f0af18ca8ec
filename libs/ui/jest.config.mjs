import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'ui', dir: import.meta.url, environment: 'jsdom' });
