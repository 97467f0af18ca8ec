// The money storms and kill storms (src/money-storm/README.md): their own Jest project, so their
// minutes show apart from the API's suites and `nx run api:test-money-storm` runs them alone.
import { jestProject } from '../../tools/jest/preset.mjs';

const project = jestProject({ name: 'money-storm', dir: import.meta.url, environment: 'node' });

export default { ...project, testMatch: ['<rootDir>/src/money-storm/**/*.test.ts'] };
