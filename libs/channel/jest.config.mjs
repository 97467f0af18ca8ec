import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'channel', dir: import.meta.url, environment: 'jsdom' });
