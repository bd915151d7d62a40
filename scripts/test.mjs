/**
 * `npm test`: says what it is about to do and about how long it takes, installs the browsers
 * when they are missing, builds, then runs every group of tests, each after the one before,
 * and ends by naming the groups that failed. `npm test -- backend docs` runs only those groups
 * (after the build). Each group is also an `npm run test:<group>` of its own.
 */
import { spawnSync } from 'node:child_process';
import { missingDebianPackages } from './browsers.mjs';
import { describePlan, failureLine, groups } from './test-plan.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !groups.some((group) => group.name === name));
if (unknown.length > 0) {
  console.error(
    `npm test: no group named ${unknown.join(', ')}. Groups: ${groups.map(({ name }) => name).join(', ')}.`,
  );
  process.exit(2);
}
const chosen = asked.length === 0 ? groups : groups.filter(({ name }) => asked.includes(name));
for (const line of describePlan(chosen, missingDebianPackages())) console.log(line);
console.log('');

/** Runs a command with this terminal; true when it succeeded. */
function step(command, args) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0 && signal === null;
}

if (!step(process.execPath, ['scripts/ensure-browsers.mjs'])) {
  console.error('npm test failed: the browsers are missing (see above).');
  process.exit(1);
}
if (!step('npm', ['run', 'build'])) {
  console.error('npm test failed: the build.');
  process.exit(1);
}
const failed = chosen.filter(({ name }) => {
  console.log(`\n== npm test: ${name}`);
  return !step('npm', ['run', `test:${name}`]);
});
if (failed.length > 0) {
  console.error(`\n${failureLine(failed.map(({ name }) => name))}`);
  process.exit(1);
}
console.log(`\nnpm test: every group passed (${chosen.map(({ name }) => name).join(', ')}).`);
