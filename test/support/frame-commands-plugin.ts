/**
 * web-test-runner commands that look inside a cross-origin frame of the test page (the
 * backend's credentials frame), which a script of the test page cannot reach: through the
 * driver, which evaluates in any frame. `frameAxe` runs axe-core there, through Playwright (past
 * the frame's CSP, as the DevTools protocol is); `frameFit` measures whether its content fits
 * the iframe, through Playwright (Chromium), Puppeteer over WebDriver BiDi (Firefox) or
 * WebDriver classic switched into the frame (WebKit); `frameFields` reads what its form tells
 * assistive technology (the inputs' invalid state and descriptions, the format hints and the
 * error), through Playwright.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TestRunnerPlugin } from '@web/test-runner';
import type { ChromeLauncher } from '@web/test-runner-chrome';
import type { PlaywrightLauncher } from '@web/test-runner-playwright';
import type { Frame } from 'playwright';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface FrameRequest {
  /** The frame's URL, as its iframe's src. */
  url: string;
}

/** The frame's viewport and content, in CSS px: a scrollbar would show where content exceeds the viewport. */
export interface FrameFit {
  viewportWidth: number;
  viewportHeight: number;
  contentWidth: number;
  contentHeight: number;
  /** Device pixels per CSS px in the frame: 2 at 200% zoom on a screen of 1. */
  devicePixelRatio: number;
}

/** The frame's form as assistive technology gets it. */
export interface FrameFields {
  inputs: { name: string; invalid: string | null; describedBy: string | null }[];
  /** The format hints: their text, live region, and whether the empty one stays in the accessibility tree. */
  hints: { id: string; text: string; live: string | null; display: string; height: number }[];
  error: { hidden: boolean; text: string; focused: boolean };
}

interface AxeResults {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** What a driver's frame offers: its URL, and a function run in it. */
interface DriverFrame {
  url(): string;
  evaluate<T>(run: () => T): Promise<T>;
}

/** How WebDriver names an element in a command. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

type Session = Parameters<NonNullable<TestRunnerPlugin['executeCommand']>>[0]['session'];

function framesOf(session: Session): DriverFrame[] {
  return session.browser.type === 'playwright'
    ? (session.browser as PlaywrightLauncher).getPage(session.id).frames()
    : (session.browser as ChromeLauncher).getPage(session.id).frames();
}

/** The frame showing that URL: as its driver names it, or as it says itself (Puppeteer over BiDi may still name it by its first URL). */
async function frameAt(frames: DriverFrame[], url: string): Promise<DriverFrame | undefined> {
  const named = frames.find((frame) => frame.url() === url);
  if (named) return named;
  for (const frame of frames) {
    const shown = await frame.evaluate(() => window.location.href).catch(() => undefined);
    if (shown === url) return frame;
  }
  return undefined;
}

export function frameCommandsPlugin(): TestRunnerPlugin {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'frameAxe' && command !== 'frameFit' && command !== 'frameFields') return undefined;
      const type = session.browser.type;
      const { url } = payload as FrameRequest;
      if (command === 'frameFit' && type === 'webdriver') return { ok: await webDriverFit(session, url) };
      if (type !== 'playwright' && !(type === 'puppeteer' && command === 'frameFit')) {
        return { error: `${command} is not wired to this browser's driver (${type}).` };
      }
      const frames = framesOf(session);
      const frame = await frameAt(frames, url);
      if (!frame) return { error: `No frame at ${url}; frames: ${frames.map((f) => f.url()).join(', ')}` };
      if (command === 'frameFields') return { ok: await frame.evaluate(fields) };
      return { ok: command === 'frameAxe' ? await axeViolations(frame as Frame) : await fit(frame) };
    },
  };
}

/** Run in the frame: its viewport and content. */
function measure(): FrameFit {
  return {
    viewportWidth: document.documentElement.clientWidth,
    viewportHeight: document.documentElement.clientHeight,
    contentWidth: document.documentElement.scrollWidth,
    contentHeight: document.documentElement.scrollHeight,
    devicePixelRatio: window.devicePixelRatio,
  };
}

/** Run in the frame: its form's inputs, format hints and error, as assistive technology gets them. */
function fields(): FrameFields {
  const error = document.getElementById('frame-error');
  return {
    inputs: [...document.querySelectorAll('form input')].map((input) => ({
      name: input.getAttribute('name') ?? '',
      invalid: input.getAttribute('aria-invalid'),
      describedBy: input.getAttribute('aria-describedby'),
    })),
    hints: [...document.querySelectorAll<HTMLElement>('.service-hint')].map((hint) => ({
      id: hint.id,
      text: hint.textContent ?? '',
      live: hint.getAttribute('aria-live'),
      display: getComputedStyle(hint).display,
      height: hint.getBoundingClientRect().height,
    })),
    error: {
      hidden: error?.hidden ?? true,
      text: error?.textContent ?? '',
      focused: error !== null && document.activeElement === error,
    },
  };
}

function fit(frame: DriverFrame): Promise<FrameFit> {
  return frame.evaluate(measure);
}

/**
 * WebDriver classic runs a script in the frame the session is switched to: into the iframe
 * of that URL, measured, and back to the test page, which the runner's own commands expect.
 */
async function webDriverFit(session: Session, url: string): Promise<FrameFit> {
  const driver = (session.browser as unknown as { driver: WebdriverIO.Browser }).driver;
  const iframe = await driver.$(`iframe[src=${JSON.stringify(url)}]`);
  await driver.switchToFrame({ [ELEMENT_KEY]: await iframe.elementId });
  try {
    return await driver.execute(measure);
  } finally {
    await driver.switchToParentFrame();
  }
}

async function axeViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
    ).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // A framed document is part of the page around it, whose heading names the step; axe
      // asks a page for its h1 once, from the top, never of each frame.
      rules: { 'page-has-heading-one': { enabled: false } },
    });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  });
}
