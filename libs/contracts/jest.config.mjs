import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'contracts', dir: import.meta.url, environment: 'node' });
