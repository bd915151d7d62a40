/**
 * What `npm test` runs, in order, and the words it says about it: kept apart from running
 * it, so that test/tooling can check the plan against package.json.
 */
/** In order; the minutes are what each takes on a two-core machine, roughly. */
export const groups = [
  { name: 'backend', minutes: 1.5, what: "the sandbox's HTTP API, pages, command and data directory (Node)" },
  {
    name: 'sandbox-client',
    minutes: 0.2,
    what: 'a client written from the specification alone, against the sandbox command',
  },
  {
    name: 'docs',
    minutes: 0.1,
    what: 'the documentation against the code: attributes, events, error codes, links',
  },
  { name: 'bench', minutes: 0.1, what: "the benchmark's own arithmetic (no timings)" },
  {
    name: 'tooling',
    minutes: 0.3,
    what: "the test tooling (the count reporter, the WebKit session, CI's closing count) and the editor data",
  },
  {
    name: 'frameworks',
    minutes: 1.5,
    what: 'React, Vue and Svelte apps built with Vite and type-checked, in Chromium',
  },
  {
    name: 'browsers',
    minutes: 8,
    what: 'the widgets in Chromium, Firefox and WebKit (some groups in Chromium only)',
  },
  { name: 'e2e', minutes: 1, what: 'the demo, the control panel and the Back button, in Chromium' },
  {
    name: 'packed',
    minutes: 2,
    what: 'both packages packed, linted, installed outside the repository and used in Chromium',
  },
];
export const BUILD_MINUTES = 1;

/** The lines printed before anything runs. */
export function describePlan(chosen, missingPackages) {
  const minutes = Math.round(BUILD_MINUTES + chosen.reduce((sum, group) => sum + group.minutes, 0));
  const lines = [`npm test: about ${minutes} minutes on a two-core machine.`];
  if (missingPackages.length > 0) {
    lines.push(
      `  0. the browsers: installs ${missingPackages.join(' ')} with apt-get when run as root on Debian (a minute or two)`,
    );
  }
  lines.push('  1. build: npm run build (dist/)');
  chosen.forEach(({ name, what }, index) => lines.push(`  ${index + 2}. ${name}: ${what}`));
  return lines;
}

/** The closing line of a run in which these groups failed. */
export function failureLine(failedNames) {
  const which = failedNames.length === 1 ? 'the group' : 'the groups';
  return `npm test failed in ${which}: ${failedNames.join(', ')}.`;
}
