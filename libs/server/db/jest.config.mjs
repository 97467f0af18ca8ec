import { jestProject } from '../../../tools/jest/preset.mjs';

export default jestProject({ name: 'db', dir: import.meta.url, environment: 'node' });
