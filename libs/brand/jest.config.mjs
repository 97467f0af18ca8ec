import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'brand', dir: import.meta.url, environment: 'node' });
