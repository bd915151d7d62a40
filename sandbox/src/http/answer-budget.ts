/**
 * An answer is held whole until its client takes it. A client that pipelines requests and
 * reads nothing keeps all of its answers in the sandbox's memory (80 answers of 240 KB on each
 * of 400 connections ran the process out of memory). So the answer bytes the network has not
 * taken yet, of all connections together, have a most: past it, a new request is shed before
 * anything is done (429, its connection closed), as a body past its budget is
 * (body-budget.ts). An answer already under way is never cut: its request may have changed
 * something.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { shedRequest } from './shed-request.js';

export const ANSWER_BYTES_WAITING = 256 * 1024 * 1024;

/** The answer bytes waiting for the network, against a most. */
export class AnswerBudget {
  private waiting = 0;
  /** By connection, its answers' bytes still waiting: its close gives them all back at once. */
  private readonly byConnection = new WeakMap<Socket, number>();

  constructor(readonly bytes: number) {}

  get full(): boolean {
    return this.waiting >= this.bytes;
  }

  /**
   * Counts the answer's bytes until the network has taken them, or its connection closed. The
   * connection's close, not the answer's: an answer queued behind a pipelined one that was
   * never read hears of no close of its own. One listener a connection, however many answers.
   */
  hold(response: ServerResponse, count: number): void {
    const connection = response.req.socket;
    const held = this.byConnection.get(connection);
    if (held === undefined) {
      connection.once('close', () => {
        this.waiting -= this.byConnection.get(connection) ?? 0;
        this.byConnection.delete(connection);
      });
    }
    this.byConnection.set(connection, (held ?? 0) + count);
    this.waiting += count;
    response.once('finish', () => {
      const still = this.byConnection.get(connection);
      // Gone with its connection already.
      if (still === undefined) return;
      this.byConnection.set(connection, still - count);
      this.waiting -= count;
    });
  }
}

/** The budget of every server that is given none: one for the process. */
export const PROCESS_ANSWER_BUDGET = new AnswerBudget(ANSWER_BYTES_WAITING);

const budgets = new WeakMap<ServerResponse, AnswerBudget>();

/** Every answer of `server` counts against `budget`, and its requests are shed past it. */
export function meterAnswers(server: Server, budget: AnswerBudget): void {
  // Before any other listener: a response carries its budget before the route answers.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    budgets.set(response, budget);
  });
}

/** Counts an answer's bytes against its server's budget, if it has one. */
export function holdAnswer(response: ServerResponse, count: number): void {
  budgets.get(response)?.hold(response, count);
}

/** Sheds the request when its server's answers waiting are past the budget; true when it did. */
export function shedWhileAnswersWait(request: IncomingMessage, response: ServerResponse): boolean {
  const budget = budgets.get(response);
  if (budget === undefined || !budget.full) return false;
  request.resume();
  shedRequest(response, `${budget.bytes} bytes of answers that their clients have not read`);
  return true;
}
