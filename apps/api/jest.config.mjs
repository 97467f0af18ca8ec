import { jestProject } from '../../tools/jest/preset.mjs';

const project = jestProject({ name: 'api', dir: import.meta.url, environment: 'node' });

// The storms are their own project (money-storm.jest.config.mjs).
export default { ...project, testPathIgnorePatterns: [...project.testPathIgnorePatterns, '/src/money-storm/'] };
