/**
 * The consent and the auth flow, with the backend answering at once: from insertion to
 * `ready`, and from an action's response to the next step painted. The auth flow runs an AIS
 * authorisation and a PIS payment at a Sparkasse, whose two methods give a method step, then
 * a credentials step (chipTAN) or a decoupled one (pushTAN), alternately. Each step's floor,
 * the same DOM change by hand (floor-steps.ts), runs in the same page, before ours in half
 * the runs and after it in the others. An unmeasured run first records the DOM of each of
 * our steps, which the floor then builds. Both click right after a frame (probe.ts), so that
 * the next frame meets each answer at the same phase. In the credentials runs the same
 * attempts go to the credentials step once more with the application's credentials steps
 * framed (credentials-frame-setting.ts), before the unframed ones in half of them. That step
 * is timed to its first paint, against the unframed step, and to its form shown, once the
 * frame's page says so (probe.ts), against the unframed step plus the cheapest page a frame
 * can show (floor-frame.ts); its frame's page alone, from the iframe's insertion, against that
 * cheapest page, loaded in turns with ours from the same site and, printed only, from another
 * site.
 *
 * A step takes about 10 ms of a 16.7 ms frame, so its wall-clock time is mostly where in the
 * vsync interval the response arrived: the median's ratio to the floor moved from 1.05× to
 * 1.47× between runs of the same code. The gated figure is therefore the renderer main
 * thread's busy time from the response to the step painted, from a Chromium trace of each run;
 * the wall-clock time is printed beside it, and the thread's CPU time in that window: on a
 * machine with a core kept busy the busy time was about twice the CPU time, the rest waiting
 * for a core, which the CPU time leaves out.
 */
import type { Browser, Page } from 'playwright';
import { samplePaymentRequest, type MockBackend } from '../sandbox/src/server.js';
import { widgetsPage } from './aspsp-list.js';
import { openPage } from './browser.js';
import { figure, type Figure } from './figures.js';
import { flowApplication, setCredentialsFrame } from './credentials-frame-setting.js';
import { floorFrameUrl, publishFloorFrame } from './floor-frame.js';
import { floorStepUrl, publishFloorSteps, type FloorStepName } from './floor-steps.js';
import type { FloorStep, floorHosts } from './pages/floor-step.js';
import type { ActionOptions, ActionTiming, LoadTiming, WidgetOptions } from './pages/probe.js';
import type { StaticServer } from './static-server.js';
import { busyTime, cpuShare, mainThreadOf, startTrace, stopTrace } from './trace-events.js';

const aspsp = { name: 'Sparkasse KölnBonn', country: 'DE' };
const section = 'Consent and auth flow, normal speed';
/** The Sparkasse's two methods: one leads to the credentials step, the other to the decoupled one. */
const credentialsMethod = { title: 'chipTAN', step: 'credentials' } as const;
const methods = [credentialsMethod, { title: 'pushTAN', step: 'decoupled' }] as const;
/** The widget whose step each floor step is. */
const floorWidget = {
  outcome: 'service-consent',
  method: 'service-auth-flow',
  credentials: 'service-auth-flow',
  decoupled: 'service-auth-flow',
} as const;
/** An action timed in a run, and the samples its figures go to. */
interface Action {
  timing: ActionTiming;
  samples: StepSamples;
}

type FloorWidget = keyof typeof floorHosts;

interface FlowSamples {
  insertionToReady: number[];
  responseToReady: number[];
}

function emptySamples(): FlowSamples {
  return { insertionToReady: [], responseToReady: [] };
}

/** One step's samples, in ms: the main thread's busy time (gated), its CPU time and the wall-clock time. */
interface StepSamples {
  busy: number[];
  cpu: number[];
  latency: number[];
}

function emptyStep(): StepSamples {
  return { busy: [], cpu: [], latency: [] };
}

function stepSamples(): Record<FloorStepName, StepSamples> {
  return { outcome: emptyStep(), method: emptyStep(), credentials: emptyStep(), decoupled: emptyStep() };
}

export interface FlowRunOptions {
  origin: string;
  /** Answers the floor's steps, from another origin than the page's. */
  floorBackend: StaticServer;
  runs: number;
}

export async function measureFlows(browser: Browser, backend: MockBackend, options: FlowRunOptions) {
  const consent = emptySamples();
  const ais = emptySamples();
  const pis = emptySamples();
  const ours = stepSamples();
  const floor = stepSamples();
  /** Our credentials step as the sandbox's page in a frame, to its form shown. */
  const framedCredentials = emptyStep();
  /** From the method response to the first frame showing that step around the iframe, before its form. */
  const framedFirstPaint: number[] = [];
  /** From the iframe's insertion to its form shown; the floor's, the cheapest page a frame can show. */
  const frameDocument = { ours: [] as number[], floor: [] as number[] };
  /** The same floor from before the iframe's creation, which a framed step's form waits for too. */
  const createdFrame: number[] = [];
  /** The same floor on another site than the page's, as a service's frame is in production. */
  const crossSiteFrame: number[] = [];
  const { page } = await openPage(browser);
  const loadFloorFrame = async (site: 'same' | 'other') => {
    const url = floorFrameUrl(options.floorBackend, site);
    const timing = await page.evaluate((frameUrl) => window.benchProbe.loadFloorFrame(frameUrl), url);
    if (site === 'other') {
      crossSiteFrame.push(timing.paintedAt - timing.insertedAt);
      return;
    }
    frameDocument.floor.push(timing.paintedAt - timing.insertedAt);
    createdFrame.push(timing.paintedAt - timing.startedAt);
  };
  const common = { origin: backend.origin, sandbox: '' };
  type Method = { title: string; step: 'credentials' | 'decoupled' };
  /** Set once, by the recording run: each step as our widget shows it, for the floor to build. */
  let recording: Map<FloorStepName, FloorStep> | undefined;
  /**
   * Times one of our actions; in the recording run, records the step before it (`before`)
   * and the one it leads to (`after`), and the control it activates.
   */
  const ourAction = async (
    name: FloorStepName,
    action: ActionOptions,
    steps: { before: string; after: string },
  ): Promise<Action> => {
    const snapshot = (selector: string) =>
      page.evaluate((step) => window.benchProbe.snapshotStep(step), selector);
    // The widget's content, and selectors within it: without the widget's element name.
    const [widget = ''] = steps.before.split(' ');
    const within = (selector: string) => selector.replace(/^\S+\s+/, '');
    const before = recording ? await snapshot(`${widget} .service-widget`) : undefined;
    const timing = await act(page, action);
    if (recording && before) {
      const click = { selector: within(action.selector), text: action.text };
      recording.set(name, {
        name,
        before,
        step: within(steps.before),
        click,
        root: await snapshot(steps.after),
      });
    }
    return { timing, samples: ours[name] };
  };
  const ourSteps = async (method: Method): Promise<Action[]> => {
    const steps: Action[] = [];
    const { authorization_id: consentId } = backend.createAuthorization({
      application: flowApplication,
      aspsp,
    });
    await mount(page, consent, {
      tag: 'service-consent',
      attributes: { ...common, authorization: consentId, 'no-redirect': '' },
    });
    steps.push(
      await ourAction(
        'outcome',
        {
          selector: 'service-consent .service-consent-actions button',
          painted: 'service-consent p[role=status][tabindex="-1"]',
          apiPath: '/consent',
        },
        { before: 'service-consent .service-consent', after: 'service-consent .service-consent' },
      ),
    );
    await page.evaluate(() => window.benchProbe.clearSubject());
    steps.push(...(await ourAttempts(method, false)));
    return steps;
  };
  /**
   * An AIS authorisation and a PIS payment, each from its consent step through the method
   * step to `method`'s step. Framed, that step is the sandbox's page in a frame, and only its
   * samples are kept: the flows' other figures come from the unframed attempts.
   */
  const ourAttempts = async (method: Method, framed: boolean): Promise<Action[]> => {
    const steps: Action[] = [];
    const attempts: { samples: FlowSamples; attribute: Record<string, string> }[] = [
      {
        samples: ais,
        attribute: {
          authorization: backend.createAuthorization({ application: flowApplication, aspsp })
            .authorization_id,
        },
      },
      {
        samples: pis,
        attribute: {
          payment: backend.createPayment({
            application: flowApplication,
            aspsp,
            payment_request: samplePaymentRequest(),
          }).payment_id,
        },
      },
    ];
    for (const [index, attempt] of attempts.entries()) {
      // The cheapest frames in turns with ours: each site's before one attempt and after the other.
      const floorSites = index === 0 ? (['same', 'other'] as const) : (['other', 'same'] as const);
      if (framed) await loadFloorFrame(floorSites[0]);
      await mount(page, framed ? emptySamples() : attempt.samples, {
        tag: 'service-auth-flow',
        attributes: { ...common, ...attempt.attribute },
      });
      const methodStep = await ourAction(
        'method',
        {
          selector: 'service-auth-flow [data-step=consent] .service-primary',
          painted: 'service-auth-flow [data-step=method]',
          apiPath: '/flow',
        },
        { before: 'service-auth-flow [data-step=consent]', after: 'service-auth-flow [data-step=method]' },
      );
      const nextStep = await ourAction(
        method.step,
        {
          selector: 'service-auth-flow .service-methods button',
          text: method.title,
          painted: `service-auth-flow [data-step=${method.step}]`,
          apiPath: '/flow',
          ...(framed ? { frame: 'service-auth-flow iframe.service-credentials-frame' } : {}),
        },
        {
          before: 'service-auth-flow [data-step=method]',
          after: `service-auth-flow [data-step=${method.step}]`,
        },
      );
      steps.push(...(framed ? [{ ...nextStep, samples: framedCredentials }] : [methodStep, nextStep]));
      const { frame, responseEnd, paintedAt } = nextStep.timing;
      if (frame) {
        framedFirstPaint.push(frame.stepPaintedAt - responseEnd);
        frameDocument.ours.push(paintedAt - frame.insertedAt);
      }
      // Leaving the page stops the decoupled step's polling.
      await page.evaluate(() => window.benchProbe.clearSubject());
      if (framed) await loadFloorFrame(floorSites[1]);
    }
    return steps;
  };
  /** Our attempts to the credentials step again, with the sandbox framing that step. */
  const framedSteps = async (): Promise<Action[]> => {
    await setCredentialsFrame(backend.origin, true);
    try {
      return await ourAttempts(credentialsMethod, true);
    } finally {
      await setCredentialsFrame(backend.origin, false);
    }
  };
  const floorSteps = async (last: 'credentials' | 'decoupled'): Promise<Action[]> => {
    const steps: Action[] = [];
    for (const name of ['outcome', 'method', last] as const)
      steps.push({
        timing: await actFloor(page, floorStepUrl(options.floorBackend, name), floorWidget[name]),
        samples: floor[name],
      });
    await page.evaluate(() => window.benchProbe.clearSubject());
    return steps;
  };
  try {
    // The recording run: both methods once, unmeasured; the floor's backend then answers with
    // what our widget showed.
    recording = new Map();
    for (const method of methods) {
      await page.goto(new URL(widgetsPage, options.origin).href);
      await ourSteps(method);
    }
    publishFloorSteps(options.floorBackend, recording);
    publishFloorFrame(options.floorBackend);
    recording = undefined;
    for (const samples of [consent, ais, pis]) {
      samples.insertionToReady.length = 0;
      samples.responseToReady.length = 0;
    }

    for (let run = 0; run < options.runs; run++) {
      await page.goto(new URL(widgetsPage, options.origin).href);
      const actions: Action[] = [];
      // Started before the first mount, so that its own work is over by the first action.
      await startTrace(browser, page);

      const method = methods[run % 2] as Method;
      // Whoever goes first in a page also runs the probe's code for the first time: each
      // goes first in half the runs, for each method.
      const oursFirst = Math.floor(run / 2) % 2 === 0;
      // The credentials step framed, in the same page: before the unframed one in half of
      // the credentials runs, for each order of ours and the floor.
      const framed = method.step === 'credentials';
      const framedFirst = Math.floor(run / 4) % 2 === 0;
      if (!oursFirst) actions.push(...(await floorSteps(method.step)));
      if (framed && framedFirst) actions.push(...(await framedSteps()));
      actions.push(...(await ourSteps(method)));
      if (framed && !framedFirst) actions.push(...(await framedSteps()));
      if (oursFirst) actions.push(...(await floorSteps(method.step)));

      const events = await stopTrace(browser);
      for (const { timing, samples } of actions) {
        const thread = mainThreadOf(events, timing.mark);
        samples.busy.push(busyTime(thread, timing.responseEnd, timing.paintedAt));
        const span = [thread.toTrace(timing.responseEnd), thread.toTrace(timing.paintedAt)] as const;
        samples.cpu.push(cpuShare(events, thread, ...span).thread);
        samples.latency.push(timing.paintedAt - timing.responseEnd);
      }
    }
  } finally {
    await page.context().close();
  }
  return [
    figure(section, 'consent.insertionToReady', '`service-consent`: insertion → `ready`', 'ms', {
      ours: consent.insertionToReady,
    }),
    figure(section, 'consent.responseToReady', '`service-consent`: response → `ready`', 'ms', {
      ours: consent.responseToReady,
    }),
    ...stepFigures({
      id: 'consent.actionToPainted',
      widget: '`service-consent`',
      action: 'Confirm',
      step: 'outcome',
      ours: ours.outcome,
      floor: floor.outcome,
    }),
    figure(section, 'authFlow.ais.insertionToReady', '`service-auth-flow` (AIS): insertion → `ready`', 'ms', {
      ours: ais.insertionToReady,
    }),
    figure(section, 'authFlow.ais.responseToReady', '`service-auth-flow` (AIS): response → `ready`', 'ms', {
      ours: ais.responseToReady,
    }),
    figure(section, 'authFlow.pis.insertionToReady', '`service-auth-flow` (PIS): insertion → `ready`', 'ms', {
      ours: pis.insertionToReady,
    }),
    figure(section, 'authFlow.pis.responseToReady', '`service-auth-flow` (PIS): response → `ready`', 'ms', {
      ours: pis.responseToReady,
    }),
    ...stepFigures({
      id: 'authFlow.step.method',
      widget: '`service-auth-flow`',
      action: 'Confirm',
      step: 'method step',
      ours: ours.method,
      floor: floor.method,
    }),
    ...stepFigures({
      id: 'authFlow.step.credentials',
      widget: '`service-auth-flow`',
      action: 'method',
      step: 'credentials step',
      ours: ours.credentials,
      floor: floor.credentials,
    }),
    ...stepFigures({
      id: 'authFlow.step.decoupled',
      widget: '`service-auth-flow`',
      action: 'method',
      step: 'decoupled step',
      ours: ours.decoupled,
      floor: floor.decoupled,
    }),
    // Its wall-clock time is the form's figure below, which has a floor of its own.
    ...workFigures({
      id: 'authFlow.step.credentialsFramed',
      widget: '`service-auth-flow`',
      action: 'method',
      step: 'framed credentials step',
      ours: framedCredentials,
    }),
    figure(
      section,
      'authFlow.step.credentialsFramedFirstPaint',
      '`service-auth-flow`: method response → framed credentials step first painted (heading, Cancel and the room of the frame, whose form follows; wall clock)',
      'ms',
      { ours: framedFirstPaint },
    ),
    figure(
      section,
      'authFlow.step.credentialsFramedForm',
      "`service-auth-flow`: method response → framed credentials step's form shown; floor: the unframed step, then an iframe created with the cheapest page a frame can show (wall clock)",
      'ms',
      {
        ours: framedCredentials.latency,
        floor: ours.credentials.latency.map((step, index) => step + (createdFrame[index] ?? Number.NaN)),
      },
    ),
    figure(
      section,
      'authFlow.frame.document',
      '`service-auth-flow`: credentials frame inserted → its form shown and painted; floor: the cheapest page a frame can show (wall clock)',
      'ms',
      frameDocument,
    ),
    figure(
      section,
      'authFlow.frame.crossSiteDocument',
      'floor: the cheapest page a frame of another site than the page can show (as a service is to a merchant), inserted → shown and painted (wall clock)',
      'ms',
      { floor: crossSiteFrame },
    ),
  ] satisfies Figure[];
}

/** A step's figures: their id, the widget, the action whose response shows the step, the step, and the samples. */
interface StepFigureSpec {
  id: string;
  widget: string;
  action: string;
  step: string;
  ours: StepSamples;
  floor?: StepSamples;
}

/** One kind of a step's samples, ours and the floor's where it has one. */
function samplesOf(kind: keyof StepSamples, ours: StepSamples, floor?: StepSamples) {
  return floor === undefined ? { ours: ours[kind] } : { ours: ours[kind], floor: floor[kind] };
}

/**
 * A step's main-thread figures: its gated busy time (`id`, as budgets.ts names it) and its CPU
 * time; with the floor's where it has one.
 */
function workFigures({ id, widget, action, step, ours, floor }: StepFigureSpec): Figure[] {
  return [
    figure(
      section,
      id,
      `${widget}: main-thread work from the ${action} response to the ${step} painted`,
      'ms',
      samplesOf('busy', ours, floor),
    ),
    figure(
      section,
      `${id}Cpu`,
      `${widget}: the same, as the main thread's CPU time (without the waits for a core)`,
      'ms',
      samplesOf('cpu', ours, floor),
    ),
  ];
}

/** A step's main-thread figures (workFigures) and, beside them, its wall-clock time. */
function stepFigures(spec: StepFigureSpec): Figure[] {
  const { id, widget, action, step, ours, floor } = spec;
  return [
    ...workFigures(spec),
    figure(
      section,
      `${id}Latency`,
      `${widget}: ${action} response → ${step} painted (wall clock, incl. waiting for the frame)`,
      'ms',
      samplesOf('latency', ours, floor),
    ),
  ];
}

async function mount(page: Page, samples: FlowSamples, options: WidgetOptions): Promise<void> {
  const timing: LoadTiming = await page.evaluate((widget) => window.benchProbe.mountWidget(widget), options);
  const readyAt = timing.readyAt ?? Number.NaN;
  samples.insertionToReady.push(readyAt - timing.startedAt);
  samples.responseToReady.push(readyAt - timing.responseEnd);
}

function act(page: Page, options: ActionOptions): Promise<ActionTiming> {
  return page.evaluate((action) => window.benchProbe.act(action), options);
}

function actFloor(page: Page, url: string, widget: FloorWidget): Promise<ActionTiming> {
  return page.evaluate(([stepUrl, host]) => window.benchProbe.actFloor(stepUrl, host), [
    url,
    widget,
  ] as const);
}
