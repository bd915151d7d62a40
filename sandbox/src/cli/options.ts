/**
 * The sandbox command's settings: each one a flag, or its environment variable, the flag's name
 * after SANDBOX_ (flags win), or its default. SANDBOX_, since HOST, TLS or RESET are often set
 * for other programs; the port alone is also read from PORT, which hosting platforms set.
 * Pure, so every rule is tested without starting a server.
 */
import { parseArgs } from 'node:util';
import { isClockSpeed, MAX_CLOCK_SPEED } from '../clock/sandbox-clock.js';
import { parseHostName } from '../http/allowed-hosts.js';

export interface SandboxSettings {
  port: number;
  host: string;
  /** The origin the URLs it hands out start with; undefined: the listen address's. */
  publicOrigin?: string;
  /** Undefined with --in-memory: nothing is written anywhere. */
  dataDir: string | undefined;
  /** --reset: empty the data directory first. */
  resetData: boolean;
  jwtIssuer?: string;
  jwtAudience?: string;
  registrationAudience?: string;
  apiHost?: string;
  /** Undefined: the speed kept in the data directory, else 1. */
  clockSpeed: number | undefined;
  allowedOrigins: string[];
  allowedHosts: string[];
  largeCatalogue: boolean;
  /** https: with a certificate of the sandbox CA in the data directory, or with the user's own files. */
  tls?: TlsSource;
}

export type TlsSource =
  { kind: 'sandbox-ca' } | { kind: 'files'; certificateFile: string; privateKeyFile: string };

/** The value of --tls that makes the sandbox its own certificate authority. */
export const SANDBOX_CA = 'sandbox-ca';

export type CommandLine =
  | { kind: 'run'; settings: SandboxSettings }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'error'; message: string };

interface Setting {
  flag: string;
  variable: string;
  /** Read when `variable` is not set: PORT, the port hosting platforms give a server. */
  fallbackVariable?: string;
  value: string;
  description: string;
}

export const DEFAULT_PORT = 3600;

/**
 * A setting from the environment: its variable, else its fallback (PORT for the port). An
 * empty variable counts as unset: an empty SANDBOX_PORT leaves the port to PORT.
 */
export function environmentSetting(
  flag: string,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const setting = SETTINGS.find((candidate) => candidate.flag === flag);
  for (const name of [setting?.variable, setting?.fallbackVariable]) {
    const text = name === undefined ? undefined : env[name]?.trim();
    if (text) return text;
  }
  return undefined;
}

/** Every setting that takes a value, in the order `--help` lists them. */
export const SETTINGS: readonly Setting[] = [
  {
    flag: 'port',
    variable: 'SANDBOX_PORT',
    fallbackVariable: 'PORT',
    value: '<number>',
    description:
      'port to listen on; 0 picks a free one (default: PORT, which hosting platforms set, else 3600)',
  },
  {
    flag: 'host',
    variable: 'SANDBOX_HOST',
    value: '<address>',
    description: 'address to listen on (default 127.0.0.1)',
  },
  {
    flag: 'public-origin',
    variable: 'SANDBOX_PUBLIC_ORIGIN',
    value: '<origin>',
    description:
      'the origin clients reach it by, such as http://sandbox:3600 in a container network; the URLs it ' +
      "hands out start with it (POST /auth and POST /payments url, the webhook JWT's x5u, its pages) and " +
      'its name is answered (default: the listen address, 0.0.0.0 and :: as localhost)',
  },
  {
    flag: 'data-dir',
    variable: 'SANDBOX_DATA_DIR',
    value: '<path>',
    description:
      'where everything is kept across restarts and crashes: applications, authorisations, sessions, ' +
      'payments, webhooks, the clock (default .sandbox-data)',
  },
  {
    flag: 'jwt-issuer',
    variable: 'SANDBOX_JWT_ISSUER',
    value: '<iss>',
    description: "the iss every JWT must carry (default the service's domain)",
  },
  {
    flag: 'jwt-audience',
    variable: 'SANDBOX_JWT_AUDIENCE',
    value: '<aud>',
    description: 'the aud of JSON API JWTs (default the API host)',
  },
  {
    flag: 'registration-audience',
    variable: 'SANDBOX_REGISTRATION_AUDIENCE',
    value: '<aud>',
    description: 'the aud of registration JWTs',
  },
  {
    flag: 'api-host',
    variable: 'SANDBOX_API_HOST',
    value: '<host>',
    description: 'answer INVALID_HOST to JSON API requests for another Host (default: any)',
  },
  {
    flag: 'clock-speed',
    variable: 'SANDBOX_CLOCK_SPEED',
    value: '<factor>',
    description: 'how fast the sandbox clock runs (default: the speed it was last set to, else 1)',
  },
  {
    flag: 'allowed-origins',
    variable: 'SANDBOX_ALLOWED_ORIGINS',
    value: '<a,b>',
    description: 'widget origins added to the built-in applications, comma-separated',
  },
  {
    flag: 'allowed-hosts',
    variable: 'SANDBOX_ALLOWED_HOSTS',
    value: '<a,b>',
    description:
      'host names browsers may reach it by besides localhost, such as a container name (name or name:port)',
  },
  {
    flag: 'tls',
    variable: 'SANDBOX_TLS',
    value: `<${SANDBOX_CA}|cert.pem,key.pem>`,
    description: `serve https: ${SANDBOX_CA} issues a certificate from a CA it keeps in the data directory (trust its sandbox-ca.pem); or your certificate and key files`,
  },
];

interface Switch {
  flag: string;
  variable: string;
  description: string;
}

const LARGE_CATALOGUE: Switch = {
  flag: 'large-catalogue',
  variable: 'SANDBOX_LARGE_CATALOGUE',
  description: 'add thousands of generated banks (variable: 1)',
};

const IN_MEMORY: Switch = {
  flag: 'in-memory',
  variable: 'SANDBOX_IN_MEMORY',
  description: 'keep everything in memory only, for a throw-away sandbox: no data directory (variable: 1)',
};

const RESET: Switch = {
  flag: 'reset',
  variable: 'SANDBOX_RESET',
  description:
    'empty the data directory first: removes every registered application, changed setting, ' +
    "authorisation, payment, session, webhook and the clock's advance and speed (variable: 1)",
};

/** Switches that take no value, in the order `--help` lists them. */
const SWITCHES: readonly Switch[] = [LARGE_CATALOGUE, IN_MEMORY, RESET];

export function parseCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CommandLine {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(SETTINGS.map(({ flag }) => [flag, { type: 'string' as const }])),
        ...Object.fromEntries(SWITCHES.map(({ flag }) => [flag, { type: 'boolean' as const }])),
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (error) {
    // parseArgs explains some refusals over several lines; the first says what is wrong.
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'error', message: message.split('\n')[0] ?? message };
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const read = (flag: string): string | undefined => {
    const flagValue = values[flag];
    if (typeof flagValue === 'string') return flagValue.trim() || undefined;
    return environmentSetting(flag, env);
  };

  const port = Number(read('port') ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return {
      kind: 'error',
      message: `--port must be a whole number from 0 to 65535, not "${read('port')}".`,
    };
  const clockSpeedText = read('clock-speed');
  const clockSpeed = clockSpeedText === undefined ? undefined : Number(clockSpeedText);
  if (clockSpeed !== undefined && !isClockSpeed(clockSpeed))
    return {
      kind: 'error',
      message: `--clock-speed must be a number from 1 to ${MAX_CLOCK_SPEED}, not "${read('clock-speed')}".`,
    };
  const allowedOrigins = list(read('allowed-origins'));
  const refused = allowedOrigins.find((origin) => !isOrigin(origin));
  if (refused !== undefined)
    return {
      kind: 'error',
      message: `--allowed-origins takes origins such as https://shop.example, not "${refused}".`,
    };

  const allowedHosts = list(read('allowed-hosts')).map((host) => host.toLowerCase());
  const refusedHost = allowedHosts.find((host) => parseHostName(host) === undefined);
  if (refusedHost !== undefined)
    return {
      kind: 'error',
      message: `--allowed-hosts takes host names such as sandbox or sandbox:3600, not "${refusedHost}".`,
    };

  const publicOriginText = read('public-origin');
  const publicOrigin = publicOriginText === undefined ? undefined : bareOrigin(publicOriginText);
  if (publicOriginText !== undefined && publicOrigin === undefined)
    return {
      kind: 'error',
      message: `--public-origin takes an http(s) origin without a path, such as http://sandbox:3600, not "${publicOriginText}".`,
    };

  const tls = tlsSource(read('tls'));
  if (tls === 'invalid')
    return {
      kind: 'error',
      message: `--tls takes ${SANDBOX_CA} or a certificate and a key file, comma-separated (cert.pem,key.pem), not "${read('tls')}".`,
    };
  const isOn = (setting: Switch): boolean => values[setting.flag] === true || env[setting.variable] === '1';
  const inMemory = isOn(IN_MEMORY);
  if (inMemory && isOn(RESET))
    return { kind: 'error', message: '--reset empties a data directory; with --in-memory there is none.' };
  if (inMemory && typeof values['data-dir'] === 'string')
    return { kind: 'error', message: '--in-memory keeps nothing on disk: leave out --data-dir.' };

  return {
    kind: 'run',
    settings: {
      port,
      host: read('host') ?? '127.0.0.1',
      ...(publicOrigin === undefined ? {} : { publicOrigin }),
      dataDir: inMemory ? undefined : (read('data-dir') ?? '.sandbox-data'),
      resetData: isOn(RESET),
      jwtIssuer: read('jwt-issuer'),
      jwtAudience: read('jwt-audience'),
      registrationAudience: read('registration-audience'),
      apiHost: read('api-host'),
      clockSpeed,
      allowedOrigins,
      allowedHosts,
      largeCatalogue: isOn(LARGE_CATALOGUE),
      ...(tls === undefined ? {} : { tls }),
    },
  };
}

function tlsSource(text: string | undefined): TlsSource | 'invalid' | undefined {
  if (text === undefined) return undefined;
  if (text === SANDBOX_CA) return { kind: 'sandbox-ca' };
  const files = list(text);
  const [certificateFile, privateKeyFile] = files;
  if (files.length !== 2 || certificateFile === undefined || privateKeyFile === undefined) return 'invalid';
  return { kind: 'files', certificateFile, privateKeyFile };
}

/** A comma-separated setting's entries, trimmed, without empty ones. */
function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

/**
 * `http(s)://host[:port]` as URL writes it (lowercase, no default port), a trailing slash
 * allowed; undefined with a path, query, fragment or user, as every URL handed out starts with it.
 */
function bareOrigin(text: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text) || !URL.canParse(text)) return undefined;
  return new URL(text).origin;
}

export function helpText(command: string): string {
  const rows = [
    ...SETTINGS.map(({ flag, value, variable, description }) => [
      `--${flag} ${value}`,
      `${description} [${variable}]`,
    ]),
    ...SWITCHES.map(({ flag, description, variable }) => [`--${flag}`, `${description} [${variable}]`]),
    ['-h, --help', 'print this help'],
    ['-v, --version', 'print the version'],
  ];
  const width = Math.max(...rows.map(([left]) => left?.length ?? 0)) + 2;
  return [
    `Usage: ${command} [options]`,
    '',
    'Runs the sandbox of the open-banking service: the JSON API ({base_url}), the end-user pages',
    'and widget API ({auth_url}), the registration endpoint and the payment status webhook.',
    'The first line printed is its origin: the one given with --public-origin, else the one it',
    'listens on. Every option can also be given as the environment variable in brackets; the',
    'option wins. Without --port and SANDBOX_PORT the port is read from PORT, which hosting',
    'platforms (Heroku, Render, Cloud Run, Railway) set, else it is 3600.',
    '',
    'Everything it is told and does is kept in the data directory (.sandbox-data in the current',
    'directory unless --data-dir says otherwise), written to disk before the answer is sent, so',
    'a restart, even after a crash, carries on where it stopped. One sandbox per directory.',
    'With --in-memory nothing is kept: it all ends with the process.',
    '',
    'Options:',
    ...rows.map(([left = '', right = '']) => `  ${left.padEnd(width)}${right}`),
  ].join('\n');
}
