/**
 * A dark colour scheme: the auth flow paints its own dark surface, so its links must take a
 * colour readable on it, not the browser's default blue. Chromium only: Playwright's Chromium
 * is the one launcher here that can emulate `prefers-color-scheme` (group `dark-scheme` of
 * web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { backend } from '../support/backend.js';
import { openFramePage } from '../support/frame-page.js';

/** The contrast ratio of two `rgb(…)` colours (WCAG 2.2's relative luminance). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('in a dark colour scheme', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('gives the auth flow’s links the accent, readable on its dark surface', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const page = await openFramePage({ width: 480 });
    const flow = page.mount('service-auth-flow', {
      authorization: authorization_id,
      origin,
      sandbox: true,
      locale: 'en',
    });
    await flow.until('ready');
    const view = page.document.defaultView as Window;
    const surface = view.getComputedStyle(
      flow.element.querySelector('.service-widget') as Element,
    ).backgroundColor;
    const links = [...flow.element.querySelectorAll('a[href]:not(.service-button)')];
    expect(links.length, 'the consent step’s terms links').to.be.greaterThan(0);
    for (const link of links) {
      expect(contrast(view.getComputedStyle(link).color, surface), link.textContent ?? '').to.be.at.least(
        4.5,
      );
    }
  });
});
