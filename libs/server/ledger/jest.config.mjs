import { jestProject } from '../../../tools/jest/preset.mjs';

export default jestProject({ name: 'ledger', dir: import.meta.url, environment: 'node' });
