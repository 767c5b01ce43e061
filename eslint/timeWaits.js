// The e2e files that may let time itself pass (Playwright's waitForTimeout), each with why time is what it checks;
// everywhere else in tests/e2e a wait awaits a condition (an expectation, a request, the page's clock moved on), and
// the lint refuses the call (eslint.config.js). Keep the list short: a new entry needs a reason a reviewer accepts.
export const TIME_WAITS = [
  {
    file: 'tests/e2e/faults/matrix.ts',
    why: 'settle() and lateToasts() poll the page between moves of its fake clock: real time for the page to act on each move',
  },
  {
    file: 'tests/e2e/fault-acceptance.spec.ts',
    why: "a first visit whose settings fail asks at most 5 times in its first 6 s, whatever asks (the entry ahead, the screens, the retries' timers): the window is time itself",
  },
  {
    file: 'tests/e2e/fault-matrix-mutations.spec.ts',
    why: 'offline, no red toast may come under the bar: an absence is seen only by letting a moment pass',
  },
];
