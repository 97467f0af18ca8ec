import { jestProject } from '../../../tools/jest/preset.mjs';

export default jestProject({ name: 'object-storage', dir: import.meta.url, environment: 'node' });
