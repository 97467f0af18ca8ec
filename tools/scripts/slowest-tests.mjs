// The slowest tests of a run, from the reports Jest (--json) and Playwright (json reporter) write,
// printed at the end of `npm test` so that the next slow test is seen when it lands.

/** Jest's report → [{ name, seconds }] per test, every attempt's time included. */
export function jestTestTimes(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: `${relative(file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** Jest's report → [{ name, seconds }] per test file, from its start to its end. */
export function jestFileTimes(report) {
  return (report?.testResults ?? []).map((file) => ({
    name: relative(file.name),
    seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
}

/** Playwright's JSON report → [{ name, seconds }] per test and project, retries added in. */
export function playwrightTestTimes(report) {
  const times = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        times.push({ name: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return times;
}

/** The `count` slowest, as printable lines. */
export function slowest(times, count = 20) {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ name, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${name}`);
}

function relative(path) {
  const root = `${process.cwd()}/`;
  return path?.startsWith(root) ? path.slice(root.length) : path;
}
