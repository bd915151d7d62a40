/**
 * The consent and the auth flow, with the backend answering at once: from insertion to
 * `ready`, and from an action's response to the next step painted. The auth flow runs an AIS
 * authorisation and a PIS payment at a Sparkasse, whose two methods give a method step, then
 * a credentials step (chipTAN) or a decoupled one (pushTAN), alternately. Each step's floor,
 * the same DOM change by hand (floor-steps.ts), runs in the same page after ours.
 */
import type { Browser, Page } from 'playwright';
import { samplePaymentRequest, type MockBackend } from '../mock-backend/server.js';
import { widgetsPage } from './aspsp-list.js';
import { openPage } from './browser.js';
import { figure, type Figure } from './figures.js';
import { floorStepPath, type FloorStepName } from './floor-steps.js';
import type { ActionOptions, LoadTiming, WidgetOptions } from './pages/probe.js';

const aspsp = { name: 'Sparkasse KölnBonn', country: 'DE' };
const section = 'Consent and auth flow, normal speed';

interface FlowSamples {
  insertionToReady: number[];
  responseToReady: number[];
  actionToPainted: number[];
}

function emptySamples(): FlowSamples {
  return { insertionToReady: [], responseToReady: [], actionToPainted: [] };
}

export interface FlowRunOptions {
  origin: string;
  runs: number;
}

export async function measureFlows(browser: Browser, backend: MockBackend, options: FlowRunOptions) {
  const consent = emptySamples();
  const ais = emptySamples();
  const pis = emptySamples();
  const steps = { method: [] as number[], credentials: [] as number[], decoupled: [] as number[] };
  const floor: Record<FloorStepName, number[]> = { outcome: [], method: [], credentials: [], decoupled: [] };
  const { page } = await openPage(browser);
  const common = { origin: backend.origin, sandbox: '' };
  try {
    for (let run = 0; run < options.runs; run++) {
      await page.goto(new URL(widgetsPage, options.origin).href);

      const { authorization_id: consentId } = backend.createAuthorization({ aspsp });
      await mount(page, consent, {
        tag: 'service-consent',
        attributes: { ...common, authorization: consentId, 'no-redirect': '' },
      });
      consent.actionToPainted.push(
        await act(page, {
          selector: 'service-consent .service-consent-actions button',
          painted: 'service-consent p[role=status][tabindex="-1"]',
          apiPath: '/consent',
        }),
      );
      await page.evaluate(() => window.benchProbe.clearSubject());

      const method =
        run % 2 === 0
          ? { title: 'chipTAN', step: 'credentials' as const }
          : { title: 'pushTAN', step: 'decoupled' as const };
      const attempts: { samples: FlowSamples; attribute: Record<string, string> }[] = [
        {
          samples: ais,
          attribute: { authorization: backend.createAuthorization({ aspsp }).authorization_id },
        },
        {
          samples: pis,
          attribute: {
            payment: backend.createPayment({ aspsp, payment_request: samplePaymentRequest() }).payment_id,
          },
        },
      ];
      for (const attempt of attempts) {
        await mount(page, attempt.samples, {
          tag: 'service-auth-flow',
          attributes: { ...common, ...attempt.attribute },
        });
        steps.method.push(
          await act(page, {
            selector: 'service-auth-flow [data-step=consent] .service-primary',
            painted: 'service-auth-flow [data-step=method]',
            apiPath: '/flow',
          }),
        );
        const latency = await act(page, {
          selector: 'service-auth-flow .service-methods button',
          text: method.title,
          painted: `service-auth-flow [data-step=${method.step}]`,
          apiPath: '/flow',
        });
        (method.step === 'credentials' ? steps.credentials : steps.decoupled).push(latency);
        // Leaving the page stops the decoupled step's polling.
        await page.evaluate(() => window.benchProbe.clearSubject());
      }
      for (const name of ['outcome', 'method', method.step] as const)
        floor[name].push(await actFloor(page, name));
      await page.evaluate(() => window.benchProbe.clearSubject());
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
    figure(
      section,
      'consent.actionToPainted',
      '`service-consent`: Confirm response → outcome painted',
      'ms',
      { ours: consent.actionToPainted, floor: floor.outcome },
    ),
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
    figure(
      section,
      'authFlow.step.method',
      '`service-auth-flow`: Confirm response → method step painted',
      'ms',
      { ours: steps.method, floor: floor.method },
    ),
    figure(
      section,
      'authFlow.step.credentials',
      '`service-auth-flow`: method response → credentials step painted',
      'ms',
      { ours: steps.credentials, floor: floor.credentials },
    ),
    figure(
      section,
      'authFlow.step.decoupled',
      '`service-auth-flow`: method response → decoupled step painted',
      'ms',
      { ours: steps.decoupled, floor: floor.decoupled },
    ),
  ] satisfies Figure[];
}

async function mount(page: Page, samples: FlowSamples, options: WidgetOptions): Promise<void> {
  const timing: LoadTiming = await page.evaluate((widget) => window.benchProbe.mountWidget(widget), options);
  const readyAt = timing.readyAt ?? Number.NaN;
  samples.insertionToReady.push(readyAt - timing.startedAt);
  samples.responseToReady.push(readyAt - timing.responseEnd);
}

async function act(page: Page, options: ActionOptions): Promise<number> {
  const timing = await page.evaluate((action) => window.benchProbe.act(action), options);
  return timing.paintedAt - timing.responseEnd;
}

async function actFloor(page: Page, name: FloorStepName): Promise<number> {
  const timing = await page.evaluate((url) => window.benchProbe.actFloor(url), floorStepPath(name));
  return timing.paintedAt - timing.responseEnd;
}
