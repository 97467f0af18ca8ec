// The lists `npm test` ends with: the wrong test named as slowest would send the next person to
// speed up the wrong one.
import { jestFileTimes, jestTestTimes, playwrightTestTimes, slowest } from './slowest-tests.mjs';

const root = process.cwd();

describe('slowest tests', () => {
  const jestReport = {
    testResults: [
      {
        name: `${root}/apps/api/src/a.test.ts`,
        startTime: 1_000,
        endTime: 31_000,
        assertionResults: [
          { fullName: 'a quick one', duration: 40 },
          { fullName: 'a slow one', duration: 12_500 },
        ],
      },
      {
        name: `${root}/libs/ui/src/b.test.tsx`,
        startTime: 0,
        endTime: 2_000,
        assertionResults: [{ fullName: 'b', duration: 900 }],
      },
    ],
  };

  it('names Jest tests by file and full name, slowest first', () => {
    expect(slowest(jestTestTimes(jestReport), 2)).toEqual([
      '   12.5 s  apps/api/src/a.test.ts › a slow one',
      '    0.9 s  libs/ui/src/b.test.tsx › b',
    ]);
  });

  it('times a Jest file from its start to its end, setup included', () => {
    expect(slowest(jestFileTimes(jestReport))).toEqual([
      '   30.0 s  apps/api/src/a.test.ts',
      '    2.0 s  libs/ui/src/b.test.tsx',
    ]);
  });

  it('adds up every attempt of a Playwright test and names its project and describe blocks', () => {
    const report = {
      suites: [
        {
          title: 'chat.spec.ts',
          specs: [{ title: 'top', tests: [{ projectName: 'onair-desktop', results: [{ duration: 1_000 }] }] }],
          suites: [
            {
              title: 'live chat',
              specs: [
                {
                  title: 'two members',
                  tests: [{ projectName: 'onair-mobile', results: [{ duration: 20_000 }, { duration: 7_000 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(slowest(playwrightTestTimes(report))).toEqual([
      '   27.0 s  [onair-mobile] chat.spec.ts › live chat › two members',
      '    1.0 s  [onair-desktop] chat.spec.ts › top',
    ]);
  });

  it('lists nothing for a runner that wrote no report', () => {
    expect(slowest(jestTestTimes(undefined))).toEqual([]);
    expect(slowest(playwrightTestTimes(undefined))).toEqual([]);
  });
});
