import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'store', dir: import.meta.url, environment: 'node' });
