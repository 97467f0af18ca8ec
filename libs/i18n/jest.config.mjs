// Test configuration, not library code: the shared preset lives in the tools project.
import { jestProject } from '../../tools/jest/preset.mjs';

export default jestProject({ name: 'i18n', dir: import.meta.url, environment: 'jsdom' });
