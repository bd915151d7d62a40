import type { ApplicationDirectory } from './application-directory.js';
import type { JourneyStore } from './journeys.js';

/** What every demo endpoint needs to know about where it runs. */
export interface DemoContext {
  /** The demo site's origin, such as http://localhost:5173. */
  demoOrigin: string;
  /** The service's {auth_url}. */
  backendOrigin: string;
  /** The JSON API ({base_url}). */
  apiBaseUrl: string;
  /**
   * The certificate URL every payment status webhook must name as x5u, pinned by
   * configuration: in production the service's published URL, here the sandbox's own.
   */
  webhookX5u: string;
  applications: ApplicationDirectory;
  journeys: JourneyStore;
  now(): number;
}

/** The redirect_url of every journey; whitelisted for the sandbox applications. */
export function callbackUrl(context: DemoContext): string {
  return `${context.demoOrigin}/callback`;
}
