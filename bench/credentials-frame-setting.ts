/**
 * The flows run as one application of the sandbox, whose `credentials_frame` setting decides
 * whether its credentials steps are the widget's own form or the sandbox's page in a frame
 * (docs/sandbox.md, "Credentials in the sandbox's frame"). The benchmark switches it through
 * the control panel's JSON API, as a developer's script would, between two journeys: the
 * setting applies at once, also to journeys under way.
 */

/** The built-in application the flows' authorisations and payments belong to. */
export const flowApplication = 'sandbox-shop';

export async function setCredentialsFrame(sandboxOrigin: string, framed: boolean): Promise<void> {
  const url = `${sandboxOrigin}/control-panel/api/applications/${flowApplication}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'X-Sandbox-Control': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ credentials_frame: framed }),
  });
  if (!response.ok) {
    throw new Error(`PATCH ${url} answered ${response.status}: ${await response.text()}`);
  }
}
