/**
 * The floor of the flows' figures: for each step the benchmark times, the same DOM change
 * made by hand (pages/floor-step.ts). The DOM is the one our widget showed before and after
 * that action in an unmeasured run (flows.ts records it), so the floor goes from the very
 * same elements, attributes and text to the very same. It answers as our backend does: to a
 * POST with a JSON body, from another origin (a second static server, CORS with a
 * preflight), whose response Chromium reads on the main thread, unlike a same-origin GET's.
 */
import type { FloorStep } from './pages/floor-step.js';
import type { StaticServer } from './static-server.js';

export type FloorStepName = 'outcome' | 'method' | 'credentials' | 'decoupled';

function floorStepPath(name: FloorStepName): string {
  return `/data/floor-steps/${name}.json`;
}

/** Where the floor's page asks for a step: `backend`, another origin than the page's, as our widgets' backend is. */
export function floorStepUrl(backend: StaticServer, name: FloorStepName): string {
  return new URL(floorStepPath(name), backend.origin).href;
}

/** Hands the floor's backend the steps as our widget showed them. */
export function publishFloorSteps(backend: StaticServer, steps: ReadonlyMap<FloorStepName, FloorStep>): void {
  for (const [name, step] of steps) backend.serveJson(floorStepPath(name), step);
}
