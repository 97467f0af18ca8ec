import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'sandbox', dir: import.meta.url, environment: 'node' });
