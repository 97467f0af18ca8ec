import { jestProject } from './jest/preset.mjs';

export default jestProject({ name: 'tools', dir: import.meta.url, environment: 'node' });
