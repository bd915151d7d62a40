/**
 * The two packages as users get them: `npm pack` of each (its prepack builds it), and a
 * merchant's project in a temporary folder outside the checkout with the tarballs installed
 * by npm, as `npm install ./service-widgets-0.1.0.tgz` would. The project's other packages
 * (Vite, TypeScript, and the packages' own dependencies) come from the registry.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repository = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = fileURLToPath(new URL('../fixture/', import.meta.url));

export interface Tarball {
  file: string;
  /** The paths inside the package, as `npm pack` lists them. */
  files: string[];
}

/** npm run by a test must not take the settings of the `npm test` it runs under. */
function npmEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

export async function npm(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run('npm', args, { cwd, env: npmEnvironment(), maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** `npm pack` of the widgets (the repository's root) or of a workspace, into `destination`. */
export async function pack(destination: string, workspace?: string): Promise<Tarball> {
  const args = ['pack', '--json', '--pack-destination', destination];
  if (workspace !== undefined) args.push('--workspace', workspace);
  const stdout = await npm(args, repository);
  // prepack's build prints before npm's JSON: the JSON is the output's last array.
  const [packed] = JSON.parse(stdout.slice(stdout.lastIndexOf('\n[') + 1)) as {
    filename: string;
    files: { path: string }[];
  }[];
  if (!packed) throw new Error(`npm pack printed no file:\n${stdout}`);
  return { file: join(destination, packed.filename), files: packed.files.map(({ path }) => path) };
}

/** The version of a package installed in the repository, so a project uses the same one. */
export async function installedVersion(name: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(repository, 'node_modules', name, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return manifest.version;
}

/** A merchant's project with the fixture's files and the tarballs installed; its real path. */
export async function merchantProject(tarballs: Tarball[]): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'merchant-project-')));
  await cp(fixture, dir, { recursive: true });
  const project = {
    name: 'merchant-project',
    private: true,
    type: 'module',
    // The same Vite and TypeScript as the repository's, so a failure is the package's.
    devDependencies: {
      typescript: await installedVersion('typescript'),
      vite: await installedVersion('vite'),
    },
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(project, null, 2)}\n`);
  await npm(['install', '--no-audit', '--no-fund', ...tarballs.map(({ file }) => file)], dir);
  return dir;
}
