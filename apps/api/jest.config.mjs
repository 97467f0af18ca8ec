import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'api', dir: import.meta.url, environment: 'node' });
