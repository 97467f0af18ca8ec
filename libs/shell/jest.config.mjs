import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'shell', dir: import.meta.url, environment: 'jsdom' });
