import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { ANSWER_BYTES_WAITING, AnswerBudget, meterAnswers, PROCESS_ANSWER_BUDGET } from './answer-budget.js';
import { BODY_BYTES_READING, BodyBudget, meterBodies, PROCESS_BODY_BUDGET } from './body-budget.js';
import { limitConnectionsPerPeer } from './peer-connection-limit.js';

/**
 * How long a client may take and how many may be connected at once, so slow or idle clients
 * cannot hold the sandbox: values a real client never meets.
 */
export interface ConnectionLimits {
  /** From the connection (or the previous request) until the request's headers are complete. */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived. */
  requestTimeoutMs: number;
  /** How long a keep-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /** How long a connection may send and take nothing, also while an answer waits to be read. */
  idleTimeoutMs: number;
  /** Connections at once; a further one is closed as it arrives. */
  maxConnections: number;
  /** Connections at once from one peer (http/connection-peer.ts); a further one from it is closed as it arrives. */
  maxConnectionsPerPeer: number;
  /** How often the requests are looked at for the header and request timeouts. */
  checkIntervalMs: number;
  /** Body bytes being read at once by all requests (http/body-budget.ts); a request past it gets a 429. */
  bodyBytesReading: number;
  /** Answer bytes waiting for their clients to read them (http/answer-budget.ts); past it, a new request gets a 429. */
  answerBytesWaiting: number;
}

/**
 * Headers come in one packet: 20 s is a very slow link's many round trips. The largest valid
 * request, a bulk payment of 34 MiB (json-api/body-limit.ts), arrives within 120 s at 2.5 Mbit/s
 * or more; a usual request of a few KiB at any link. The idle timeout outlasts the longest
 * fault delay a test may set (120 s, control-panel/faults-api.ts), during which nothing moves.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 150_000,
  maxConnections: 1_000,
  // Half: one peer leaves the others at least as many; far more than a browser opens (6 a host).
  maxConnectionsPerPeer: 500,
  checkIntervalMs: 1_000,
  bodyBytesReading: BODY_BYTES_READING,
  answerBytesWaiting: ANSWER_BYTES_WAITING,
};

/** The sandbox's http or https server, with the connection limits (CONNECTION_LIMITS unless given). */
export function createSandboxServer(
  tls: { certificate: string; privateKey: string } | undefined,
  given: Partial<ConnectionLimits> = {},
): Server {
  const limits = { ...CONNECTION_LIMITS, ...given };
  const options = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
  const server =
    tls === undefined
      ? createServer(options)
      : createTlsServer({ ...options, cert: tls.certificate, key: tls.privateKey });
  server.maxConnections = limits.maxConnections;
  limitConnectionsPerPeer(server, limits.maxConnectionsPerPeer);
  // The process's one budgets, unless one is given (a test's).
  const { bodyBytesReading, answerBytesWaiting } = given;
  meterBodies(
    server,
    bodyBytesReading === undefined ? PROCESS_BODY_BUDGET : new BodyBudget(bodyBytesReading),
  );
  meterAnswers(
    server,
    answerBytesWaiting === undefined ? PROCESS_ANSWER_BUDGET : new AnswerBudget(answerBytesWaiting),
  );
  // With no 'timeout' listener, Node destroys a socket idle this long.
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
