/**
 * The floor of the flows' figures (issue 14, goal 5): for each step the benchmark times, the
 * same DOM change made by hand (pages/floor-step.ts) from a JSON answer, with about as much
 * text as our step shows. The answer comes as ours does: to a POST with a JSON body, from
 * another origin (a second static server, CORS with a preflight), whose response Chromium
 * reads on the main thread, unlike a same-origin GET's.
 */
import type { FloorStep } from './pages/floor-step.js';
import type { StaticServer } from './static-server.js';

export type FloorStepName = 'outcome' | 'method' | 'credentials' | 'decoupled';

const steps: Record<FloorStepName, FloorStep> = {
  outcome: {
    name: 'outcome',
    paragraphs: ['Consent given. Sparkasse KölnBonn will ask you to confirm it.'],
    fields: [],
    buttons: [],
  },
  method: {
    name: 'method',
    heading: 'How do you want to confirm at Sparkasse KölnBonn?',
    paragraphs: [],
    fields: [],
    buttons: ['chipTAN', 'pushTAN'],
  },
  credentials: {
    name: 'credentials',
    heading: 'Sign in to Sparkasse KölnBonn',
    paragraphs: ['Enter the TAN your chipTAN device shows.'],
    fields: [{ label: 'TAN (required)', secret: true }],
    buttons: ['Continue', 'Cancel'],
  },
  decoupled: {
    name: 'decoupled',
    heading: 'Confirm in your banking app',
    paragraphs: ['Open your S-pushTAN app and release the request.', 'Waiting for your bank…'],
    fields: [],
    buttons: ['Cancel'],
  },
};

function floorStepPath(name: FloorStepName): string {
  return `/data/floor-steps/${name}.json`;
}

/** Where the floor's page asks for a step: `backend`, another origin than the page's, as our widgets' backend is. */
export function floorStepUrl(backend: StaticServer, name: FloorStepName): string {
  return new URL(floorStepPath(name), backend.origin).href;
}

/** Hands the floor's backend the steps the floor's page renders. */
export function publishFloorSteps(backend: StaticServer): void {
  for (const [name, step] of Object.entries(steps))
    backend.serveJson(floorStepPath(name as FloorStepName), step);
}
