/**
 * web-test-runner commands that look inside a cross-origin frame of the test page (the
 * backend's credentials frame), which a script of the test page cannot reach: through
 * Playwright, which evaluates in any frame, past the frame's CSP as the DevTools protocol is.
 * `frameAxe` runs axe-core there; `frameFit` measures whether its content fits the iframe.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TestRunnerPlugin } from '@web/test-runner';
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
}

interface AxeResults {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

export function frameCommandsPlugin(): TestRunnerPlugin {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'frameAxe' && command !== 'frameFit') return undefined;
      if (session.browser.type !== 'playwright') {
        return { error: 'A cross-origin frame is reached through Playwright only.' };
      }
      const { url } = payload as FrameRequest;
      const page = (session.browser as PlaywrightLauncher).getPage(session.id);
      const frame = page.frames().find((candidate) => candidate.url() === url);
      if (!frame)
        return {
          error: `No frame at ${url}; frames: ${page
            .frames()
            .map((f) => f.url())
            .join(', ')}`,
        };
      return { ok: command === 'frameAxe' ? await axeViolations(frame) : await fit(frame) };
    },
  };
}

function fit(frame: Frame): Promise<FrameFit> {
  return frame.evaluate(() => ({
    viewportWidth: document.documentElement.clientWidth,
    viewportHeight: document.documentElement.clientHeight,
    contentWidth: document.documentElement.scrollWidth,
    contentHeight: document.documentElement.scrollHeight,
  }));
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
