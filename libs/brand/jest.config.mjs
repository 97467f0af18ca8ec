// Test configuration, not library code: the shared preset lives in the tools project.
import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'brand', dir: import.meta.url, environment: 'node' });
