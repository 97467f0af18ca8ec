import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'media', dir: import.meta.url, environment: 'node' });
