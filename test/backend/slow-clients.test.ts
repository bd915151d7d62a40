/**
 * Slow clients are bounded: a few hundred connections that send their headers or their body a
 * byte at a time do not keep the sandbox from answering /healthz, and each is closed once its
 * header or request timeout has passed; connections beyond the limit are closed as they
 * arrive. An idle keep-alive connection is closed after its keep-alive time, and one that
 * does not read its answers after its idle time, without the answers piling up in memory.
 * The timeouts are shortened here (connectionLimits); the defaults are named in
 * docs/sandbox-security.md, and a real client never meets them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_DELAY_MS } from '../../sandbox/src/control-panel/faults-api.js';
import { CONNECTION_LIMITS, type ConnectionLimits } from '../../sandbox/src/http/connection-limits.js';
import { jsonApiBodyLimit } from '../../sandbox/src/json-api/body-limit.js';
import { BASE_CATALOGUE } from '../../sandbox/src/data/base-catalogue.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { startBackend } from './backend-fixture.js';

const SLOW_CONNECTIONS = 300;
/** A byte this often: far slower than any real client. */
const TRICKLE_MS = 250;
const SHORT: Partial<ConnectionLimits> = {
  headersTimeoutMs: 2_000,
  requestTimeoutMs: 4_000,
  checkIntervalMs: 250,
};
/** /healthz must answer within this while the slow connections are open. */
const HEALTH_TIMEOUT_MS = 5_000;
/** How long after its timeout a slow connection may still be open: the check interval and a loaded machine. */
const CLOSE_MARGIN_MS = 10_000;

interface SlowConnection {
  socket: Socket;
  /** When the server closed it, in ms since it was opened; undefined while it is open. */
  closedAfterMs: number | undefined;
  /** What the server sent before closing it. */
  received: string;
}

/** Opens a connection that sends `start` and then one byte of `trickle` every TRICKLE_MS, forever (nothing more if it is empty). */
function slowConnection(origin: string, start: string, trickle: string): SlowConnection {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const opened = Date.now();
  const connection: SlowConnection = { socket, closedAfterMs: undefined, received: '' };
  let index = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed && trickle) socket.write(trickle[index++ % trickle.length] ?? ' ');
  }, TRICKLE_MS);
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (connection.received += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(timer);
    connection.closedAfterMs = Date.now() - opened;
  });
  socket.write(start);
  return connection;
}

function healthz(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}/healthz`,
      { agent: false, timeout: HEALTH_TIMEOUT_MS },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`/healthz: no answer within ${HEALTH_TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** One GET on a connection of its own: the status, headers and body. */
function rawGet(
  origin: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { agent: false }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The memory this process holds in JavaScript objects and buffers, after a full garbage collection. */
function heldBytes(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Another address of this machine: a second peer beside the tests' 127.0.0.1. */
const HOG_ADDRESS = '127.0.0.2';

/** Opens `count` connections from `localAddress` that send nothing; resolves once each connected or closed. */
async function idleConnections(port: number, localAddress: string, count: number): Promise<SlowConnection[]> {
  return Promise.all(
    Array.from({ length: count }, () => {
      const opened = Date.now();
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      const connection: SlowConnection = { socket, closedAfterMs: undefined, received: '' };
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => (connection.received += chunk.toString('utf8')));
      return new Promise<SlowConnection>((resolve) => {
        socket.once('connect', () => resolve(connection));
        socket.once('close', () => {
          connection.closedAfterMs = Date.now() - opened;
          resolve(connection);
        });
      });
    }),
  );
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('Slow clients', { timeout: 120_000 }, () => {
  const backends: MockBackend[] = [];
  const connections: SlowConnection[] = [];
  after(async () => {
    for (const { socket } of connections) socket.destroy();
    await Promise.all(backends.map((backend) => backend.close()));
  });

  it(`answers /healthz beside ${SLOW_CONNECTIONS} connections that trickle headers or a body, and closes each after its timeout`, async () => {
    const backend = await startBackend({ connectionLimits: SHORT });
    backends.push(backend);
    const host = new URL(backend.origin).host;
    const slow = Array.from({ length: SLOW_CONNECTIONS }, (_, index) =>
      index % 2 === 0
        ? // Headers that never end.
          slowConnection(backend.origin, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, 'abcdefgh')
        : // Headers at once, then a body that never ends, to a route that reads it.
          slowConnection(
            backend.origin,
            `POST /control-panel/api/reset HTTP/1.1\r\nHost: ${host}\r\nX-Sandbox-Control: 1\r\n` +
              'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
            ' ',
          ),
    );
    connections.push(...slow);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let asked = 0; asked < 5; asked++) {
      assert.equal(await healthz(backend.origin), 200, '/healthz answers beside the slow connections');
    }
    assert.ok(
      slow.filter((connection) => connection.closedAfterMs === undefined).length > SLOW_CONNECTIONS / 2,
      'the slow connections are still open before their timeouts',
    );

    const headersTimeout = SHORT.headersTimeoutMs ?? 0;
    const requestTimeout = SHORT.requestTimeoutMs ?? 0;
    await until(
      () => slow.every((connection) => connection.closedAfterMs !== undefined),
      requestTimeout + CLOSE_MARGIN_MS,
    );
    const open = slow.filter((connection) => connection.closedAfterMs === undefined).length;
    assert.equal(
      open,
      0,
      `${open} slow connections still open ${requestTimeout + CLOSE_MARGIN_MS} ms after their timeouts`,
    );
    for (const [index, connection] of slow.entries()) {
      const timeout = index % 2 === 0 ? headersTimeout : requestTimeout;
      assert.ok(
        (connection.closedAfterMs ?? 0) >= timeout,
        `closed after ${connection.closedAfterMs} ms, not before ${timeout} ms`,
      );
    }
    const headerTimeouts = slow.filter(
      (connection, index) => index % 2 === 0 && connection.received.startsWith('HTTP/1.1 408'),
    );
    assert.equal(
      headerTimeouts.length,
      SLOW_CONNECTIONS / 2,
      'a request whose headers never end is answered 408',
    );
    assert.equal(await healthz(backend.origin), 200);
  });

  it('closes a connection beyond the limit as it arrives, and takes new ones once others are gone', async () => {
    const limit = 20;
    const backend = await startBackend({ connectionLimits: { maxConnections: limit } });
    backends.push(backend);
    const host = new URL(backend.origin).host;
    const held = Array.from({ length: limit }, () =>
      slowConnection(backend.origin, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, 'a'),
    );
    connections.push(...held);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const beyond = slowConnection(backend.origin, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`, ' ');
    connections.push(beyond);
    await until(() => beyond.closedAfterMs !== undefined, 5_000);
    assert.notEqual(beyond.closedAfterMs, undefined, 'the connection beyond the limit is closed');
    assert.equal(beyond.received, '', 'and not answered');
    assert.ok(
      held.every((connection) => connection.closedAfterMs === undefined),
      'those within the limit stay',
    );

    for (const { socket } of held) socket.destroy();
    await until(() => held.every((connection) => connection.closedAfterMs !== undefined), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await healthz(backend.origin), 200, 'a new connection is taken once the others are gone');
  });

  it('closes a keep-alive connection that asks nothing more after its keep-alive time', async () => {
    const keepAliveTimeoutMs = 1_000;
    const backend = await startBackend({ connectionLimits: { keepAliveTimeoutMs } });
    backends.push(backend);
    const host = new URL(backend.origin).host;
    const idle = slowConnection(backend.origin, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`, '');
    connections.push(idle);
    await until(() => idle.received.includes('\r\n\r\n'), 5_000);
    assert.match(idle.received, /^HTTP\/1\.1 200 [\s\S]*Connection: keep-alive/i);
    // Node's own default keep-alive time is 5 s: closing within 3 s is the sandbox's setting.
    await until(() => idle.closedAfterMs !== undefined, 3 * keepAliveTimeoutMs);
    assert.ok(idle.closedAfterMs !== undefined, 'the idle keep-alive connection is closed');
    assert.ok(idle.closedAfterMs >= keepAliveTimeoutMs, `closed after ${idle.closedAfterMs} ms`);
  });

  it('closes a connection that does not read a large answer after its idle time, and lets the answer go', async () => {
    const idleTimeoutMs = 2_000;
    // A library file far larger than the socket buffers of both ends take.
    const libDir = await mkdtemp(join(tmpdir(), 'sandbox-large-lib-'));
    const fileBytes = 64 * 2 ** 20;
    await writeFile(join(libDir, 'widgets.umd.min.js'), Buffer.alloc(fileBytes, 'a'));
    const backend = await startBackend({
      libDir,
      connectionLimits: { idleTimeoutMs, keepAliveTimeoutMs: 60_000 },
    });
    backends.push(backend);
    const { hostname, port } = new URL(backend.origin);
    const before = heldBytes();
    const reader = connect(Number(port), hostname);
    reader.pause();
    reader.on('error', () => undefined);
    let closed = false;
    let received = 0;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.on('close', () => (closed = true));
    reader.write(`GET /lib/widgets.umd.min.js HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, idleTimeoutMs / 2));
    assert.equal(await healthz(backend.origin), 200, '/healthz answers beside it');

    // A paused socket sees no end: read what reached this end once the idle time is past. Node
    // counts a write still moving as activity, so a stalled one times out after two periods.
    await new Promise((resolve) => setTimeout(resolve, 2 * idleTimeoutMs + 1_000));
    reader.resume();
    await until(() => closed, CLOSE_MARGIN_MS);
    reader.destroy();
    await rm(libDir, { recursive: true, force: true });
    assert.ok(closed, 'the connection that did not read is closed');
    assert.ok(received < fileBytes, `${received} of ${fileBytes} bytes sent before the close`);
    const kept = heldBytes() - before;
    assert.ok(kept < fileBytes / 4, `${Math.round(kept / 2 ** 20)} MiB still held after the close`);
  });

  it('sheds new requests while answers nobody reads pass their budget, and serves again once they are gone', async () => {
    const libDir = await mkdtemp(join(tmpdir(), 'sandbox-unread-answers-'));
    const fileBytes = 4 * 2 ** 20;
    await writeFile(join(libDir, 'widgets.umd.min.js'), Buffer.alloc(fileBytes, 'a'));
    const backend = await startBackend({ libDir, connectionLimits: { answerBytesWaiting: 8 * 2 ** 20 } });
    backends.push(backend);
    const { hostname, port } = new URL(backend.origin);
    // Twelve pipelined requests whose answers (48 MiB) are never read: more than the socket buffers take.
    const hog = connect(Number(port), hostname);
    hog.pause();
    hog.on('error', () => undefined);
    hog.write(`GET /lib/widgets.umd.min.js HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`.repeat(12));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const shed = await rawGet(backend.origin, '/healthz');
    assert.equal(shed.status, 429);
    assert.equal(shed.headers['retry-after'], '1');
    assert.match(shed.body, /ASPSP_RATE_LIMIT_EXCEEDED/);

    hog.destroy();
    const deadline = Date.now() + CLOSE_MARGIN_MS;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await rawGet(backend.origin, '/healthz')).status;
    }
    assert.equal(status, 200, 'served again once the answers are gone');
    await rm(libDir, { recursive: true, force: true });
  });

  it('keeps one peer from taking every connection: another is served while it holds its share, however fast it reconnects', async () => {
    const backend = await startBackend();
    backends.push(backend);
    const { port } = new URL(backend.origin);
    const hog = await idleConnections(Number(port), HOG_ADDRESS, CONNECTION_LIMITS.maxConnections);
    connections.push(...hog);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = hog.filter((connection) => connection.closedAfterMs === undefined).length;
    assert.ok(held < CONNECTION_LIMITS.maxConnections, `the peer holds ${held} connections`);
    const again = await idleConnections(Number(port), HOG_ADDRESS, 50);
    connections.push(...again);
    await until(() => again.every((connection) => connection.closedAfterMs !== undefined), 5_000);
    assert.ok(
      again.every((connection) => connection.closedAfterMs !== undefined),
      'a connection beyond its share is closed as it arrives',
    );
    const served = await Promise.all(Array.from({ length: 20 }, () => healthz(backend.origin)));
    assert.deepEqual(new Set(served), new Set([200]), 'another peer is served');
    for (const { socket } of [...hog, ...again]) socket.destroy();
  });

  it('sets timeouts a real client never meets: the largest request uploads at 2.5 Mbit/s, a fault delay of 120 s is not cut', () => {
    assert.deepEqual(CONNECTION_LIMITS, {
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 150_000,
      maxConnections: 1_000,
      maxConnectionsPerPeer: 500,
      checkIntervalMs: 1_000,
      bodyBytesReading: 256 * 1024 * 1024,
      answerBytesWaiting: 256 * 1024 * 1024,
    });
    const largest = jsonApiBodyLimit(BASE_CATALOGUE);
    const uploadSeconds = (largest * 8) / 2_500_000;
    assert.ok(
      uploadSeconds * 1000 < CONNECTION_LIMITS.requestTimeoutMs,
      `${uploadSeconds.toFixed(0)} s at 2.5 Mbit/s`,
    );
    assert.ok(MAX_DELAY_MS < CONNECTION_LIMITS.idleTimeoutMs, `the longest fault delay, ${MAX_DELAY_MS} ms`);
    const docs = readFileSync(new URL('../../docs/sandbox-security.md', import.meta.url), 'utf8');
    for (const named of ['20 s', '120 s', '5 s', '150 s', '1,000 connections', '256 MiB of bodies']) {
      assert.ok(docs.includes(named), `docs/sandbox-security.md names ${named}`);
    }
  });
});
