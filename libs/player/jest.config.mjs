import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'player', dir: import.meta.url, environment: 'jsdom' });
