/**
 * A merchant's application in a temporary folder: a copy of one fixture app, with the package
 * as `npm pack` makes it unpacked into node_modules/service-widgets, as `npm install` would put
 * it. Every `service-widgets/...` import so goes through the package's exports map, and only
 * what its `files` ship is there. The package's dependencies and the app's frameworks are
 * links into this repository's node_modules (no registry, and one copy of each package),
 * and nothing else is: the package's code or declarations importing a package it does not
 * declare fail here as they would under pnpm.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const repository = fileURLToPath(new URL('../../../', import.meta.url));

export interface PackedApp {
  /** The app's folder: the fixture's files, package.json and node_modules. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * `fixture` is a folder of test/frameworks/ to copy into the app; `packages` are
 * the app's own dependencies, linked from this repository's node_modules.
 */
export async function createPackedApp(fixture: string, packages: string[]): Promise<PackedApp> {
  await assertBuilt();
  const dir = await mkdtemp(join(tmpdir(), `service-widgets-${fixture}-`));
  try {
    await cp(join(repository, 'test/frameworks', fixture), dir, { recursive: true });
    const installed = join(dir, 'node_modules/service-widgets');
    await mkdir(installed, { recursive: true });
    // pretest has built the package: its prepack need not build it again for every app.
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
      cwd: repository,
    });
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    if (!packed) throw new Error(`npm pack printed no file: ${stdout}`);
    await run('tar', ['-xzf', join(dir, packed.filename), '-C', installed, '--strip-components=1']);

    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const linked = [...Object.keys(manifest.dependencies ?? {}), ...packages];
    for (const name of linked) {
      const link = join(dir, 'node_modules', name);
      await mkdir(dirname(link), { recursive: true });
      await symlink(join(repository, 'node_modules', name), link, 'junction');
    }
    const dependencies = Object.fromEntries(['service-widgets', ...packages].map((name) => [name, '*']));
    const app = { name: 'merchant-app', private: true, type: 'module', dependencies };
    await writeFile(join(dir, 'package.json'), `${JSON.stringify(app, null, 2)}\n`);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The package is tested as built: `npm test` builds first (pretest); alone, run `npm run build`. */
async function assertBuilt(): Promise<void> {
  try {
    await readFile(join(repository, 'dist/esm/react.js'));
  } catch {
    throw new Error('dist/ has no build of the package: run `npm run build` first.');
  }
}
