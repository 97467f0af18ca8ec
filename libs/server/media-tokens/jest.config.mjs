import { jestProject } from '../../../tools/jest/preset.mjs';

export default jestProject({ name: 'media-tokens', dir: import.meta.url, environment: 'node' });
