// On CI a test that fails is run once more, as Playwright's CI runs do (e2e/playwright.config.ts), with
// the first failure printed: a timing flake on a loaded 2-core machine must not sink a whole landing,
// and the printed failure keeps it in sight to fix (a race found so is a bug, not noise).
import { jest } from '@jest/globals';

if (process.env['CI']) jest.retryTimes(1, { logErrorsBeforeRetry: true });
