import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'api-client', dir: import.meta.url, environment: 'jsdom' });
