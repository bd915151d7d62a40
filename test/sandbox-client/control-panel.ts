/**
 * The sandbox's control panel JSON API (sandbox only, for this machine): what a developer
 * would otherwise click in the control panel, whitelisting origins and moving the clock.
 */
import { callJson } from './http-call.js';

/** Every control API call carries it, so that no page of another site can make one. */
const CONTROL_HEADER = { 'X-Sandbox-Control': '1' };

export interface OriginSettings {
  webhook_origins?: string[];
  widget_origins?: string[];
}

export interface ClockSettings {
  /** Sandbox seconds per real second. */
  speed?: number;
  advance_seconds?: number;
}

export class ControlPanel {
  /** `fetcher`: default the global fetch; over https, one that trusts only the sandbox's CA. */
  constructor(
    private readonly origin: string,
    private readonly fetcher?: typeof fetch,
  ) {}

  updateApplication(applicationId: string, settings: OriginSettings): Promise<unknown> {
    return callJson({
      method: 'PATCH',
      url: `${this.origin}/control-panel/api/applications/${encodeURIComponent(applicationId)}`,
      headers: CONTROL_HEADER,
      body: settings,
      fetch: this.fetcher,
    });
  }

  setClock(settings: ClockSettings): Promise<unknown> {
    return callJson({
      method: 'POST',
      url: `${this.origin}/control-panel/api/clock`,
      headers: CONTROL_HEADER,
      body: settings,
      fetch: this.fetcher,
    });
  }
}
