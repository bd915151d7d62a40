/**
 * The two linters of a published package, on the tarball `npm pack` made: publint (package.json
 * against the files it names and their formats) and arethetypeswrong (what TypeScript resolves
 * for each entry point under each module resolution). Neither reads the network for a tarball.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { repository } from './tarballs.js';

const run = promisify(execFile);

/** publint's errors and warnings (not its suggestions), one line each. */
export async function publintProblems(tarball: string): Promise<string[]> {
  const bytes = await readFile(tarball);
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball: data }, level: 'warning' });
  return messages.map(
    (message) => `${message.type} ${message.code}: ${formatMessage(message, pkg, { color: false }) ?? ''}`,
  );
}

type ResolutionKind = 'node10' | 'node16-cjs' | 'node16-esm' | 'bundler';

export interface AttwOptions {
  /** Which of TypeScript's module resolutions count (attw's --profile). */
  profile: 'strict' | 'node16' | 'esm-only';
  /** Rules, by attw's name, that describe the package as it means to be. */
  ignoreRules: string[];
  /** Entry points of the exports map that are not modules for TypeScript. */
  excludeEntrypoints: string[];
}

/**
 * service-widgets, for every resolution TypeScript has, node10 included: browser apps keep old
 * tsconfigs ("moduleResolution": "node"), which read no exports map, and package.json's
 * typesVersions gives them the subpaths (the types-only ./jsx, ./vue and ./svelte among them).
 * - cjs-resolves-to-esm: the package is ES modules only, as Lit is; a CommonJS file loads it
 *   with import(), or with require() on the Node lines of its engines, which load ES modules.
 * - ./widgets.css and ./widgets.umd.min.js are in the exports map for bundlers and build
 *   scripts to find the files a page loads with a link and a script tag, not to be imported
 *   as typed modules.
 */
export const WIDGETS_ATTW: AttwOptions = {
  profile: 'strict',
  ignoreRules: ['cjs-resolves-to-esm'],
  excludeEntrypoints: ['./widgets.css', './widgets.umd.min.js'],
};

/**
 * service-sandbox is a command (bin) with a small ES module API for Node test suites; attw
 * checks the API (the command itself runs in the packed tests). Profile node16: its users
 * are Node programs on the Node lines of its engines, which resolve by the exports map; node10
 * is TypeScript's model of a resolver that reads none. cjs-resolves-to-esm as for the widgets,
 * for the entries without a CommonJS build: ./testing has one (dist/testing.cjs, for Jest).
 */
export const SANDBOX_ATTW: AttwOptions = {
  profile: 'node16',
  ignoreRules: ['cjs-resolves-to-esm'],
  excludeEntrypoints: [],
};

/** The resolutions each profile leaves out, as attw's CLI has them. */
const PROFILE_IGNORES: Record<AttwOptions['profile'], ResolutionKind[]> = {
  strict: [],
  node16: ['node10'],
  'esm-only': ['node10', 'node16-cjs'],
};

/** attw's rule names for its problem kinds. */
const RULES: Record<string, string> = {
  NoResolution: 'no-resolution',
  UntypedResolution: 'untyped-resolution',
  FalseCJS: 'false-cjs',
  FalseESM: 'false-esm',
  CJSResolvesToESM: 'cjs-resolves-to-esm',
  FallbackCondition: 'fallback-condition',
  CJSOnlyExportsDefault: 'cjs-only-exports-default',
  NamedExports: 'named-exports',
  FalseExportDefault: 'false-export-default',
  MissingExportEquals: 'missing-export-equals',
  UnexpectedModuleSyntax: 'unexpected-module-syntax',
  InternalResolutionError: 'internal-resolution-error',
};

export interface AttwProblem {
  kind: string;
  entrypoint?: string;
  resolutionKind?: string;
  fileName?: string;
  typesFileName?: string;
}

/** The problems that count under the options, one line each, as the CLI's exit code counts them. */
export function countedAttwProblems(problems: AttwProblem[], options: AttwOptions): string[] {
  const ignoredResolutions: string[] = PROFILE_IGNORES[options.profile];
  return problems
    .filter((problem) => !options.ignoreRules.includes(RULES[problem.kind] ?? problem.kind))
    .filter((problem) => !ignoredResolutions.includes(problem.resolutionKind ?? ''))
    .map((problem) => {
      const where = problem.entrypoint ?? problem.fileName ?? problem.typesFileName ?? '';
      const how = problem.resolutionKind ? ` (${problem.resolutionKind})` : '';
      return `${problem.kind} ${where}${how}`;
    });
}

export function attwArguments(tarball: string, options: AttwOptions): string[] {
  return [
    tarball,
    '--format',
    'json',
    '--profile',
    options.profile,
    ...(options.ignoreRules.length > 0 ? ['--ignore-rules', ...options.ignoreRules] : []),
    ...(options.excludeEntrypoints.length > 0
      ? ['--exclude-entrypoints', ...options.excludeEntrypoints]
      : []),
  ];
}

/** attw's CLI on a tarball: its exit code and the problems that count. */
export async function attwProblems(
  tarball: string,
  options: AttwOptions,
): Promise<{ exitCode: number; problems: string[] }> {
  const cli = join(repository, 'node_modules/@arethetypeswrong/cli/dist/index.js');
  // In the tarball's folder, so that no .attw.json of the checkout changes the options.
  const result = await run(process.execPath, [cli, ...attwArguments(tarball, options)], {
    cwd: dirname(tarball),
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ exitCode: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (error.code !== 1 || !error.stdout) throw new Error(`attw failed:\n${error.stderr ?? ''}`);
      return { exitCode: error.code, stdout: error.stdout };
    },
  );
  const { analysis } = JSON.parse(result.stdout) as { analysis: { problems?: AttwProblem[] } };
  return { exitCode: result.exitCode, problems: countedAttwProblems(analysis.problems ?? [], options) };
}
