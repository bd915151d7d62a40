/**
 * A fault the backend injects into widget API answers, so that tests can exercise the
 * widgets' error handling: delays, error statuses, rate limits, broken bodies, dropped sockets.
 */
export interface FaultRule {
  /** Prefix of the path after the API base (/widget-api/v1 or /api/v1), e.g. '/aspsps' or '/accounts/'. */
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** Wait this long before answering (or before the other effects of the rule). */
  delayMs?: number;
  /** Answer this status with an ErrorResponse. */
  status?: number;
  /** ErrorCode of that ErrorResponse. */
  error?: string;
  message?: string;
  /** Seconds; sets Retry-After (use with status 429). */
  retryAfter?: number;
  /** Sent instead of JSON, e.g. 'not json' (with status, default 200). */
  body?: string;
  /** The Content-Type of that body; default application/json, as the widget must not trust it. */
  contentType?: string;
  /** With body or status: answer without CORS headers, as a web server that is not the widget API does. */
  noCors?: boolean;
  /** Send the status line, headers and part of a body, then destroy the socket: a connection lost mid-answer. */
  cut?: boolean;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /** Apply to the next N matching requests only; default: every matching request. */
  times?: number;
}

interface ActiveFault {
  rule: FaultRule;
  remaining: number;
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];

  /** Adds a rule; the first rule that matches a request applies. */
  set(rule: FaultRule): void {
    if (!rule.path.startsWith('/')) throw new Error(`A fault path starts with '/': "${rule.path}".`);
    this.faults.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.faults = [];
  }

  /** The rules still active, with how many uses each has left (Infinity: every request). */
  list(): { rule: FaultRule; remaining: number }[] {
    return this.faults.map(({ rule, remaining }) => ({ rule, remaining }));
  }

  /** The rule for this request, counted as used; preflights never get one (see request-handler.ts). */
  take(method: string, apiPath: string): FaultRule | undefined {
    const fault = this.faults.find(
      ({ rule, remaining }) =>
        remaining > 0 &&
        apiPath.startsWith(rule.path) &&
        (rule.method === undefined || rule.method === method),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault.rule;
  }
}
