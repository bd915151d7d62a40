/**
 * The backend's credentials frame (widget-api.md, section 5b) at 200% browser zoom (WCAG 1.4.4;
 * 1.4.10 at its 320 CSS px). A window 640 device px wide at 200% lays the widget out in 320 CSS
 * px, each 2 device px, in the page and in its frames alike. The zoom group's browsers have 2
 * device px to the CSS px in every document (web-test-runner.config.mjs) and the flow is in a
 * 320 px column: the same layout, the frame's viewport and its pixel rounding included
 * (widgets.css has no media query on width), where CSS `zoom` on each root could not reach into
 * the cross-origin frame. Its content must stay whole with no scrollbar inside the frame: its
 * height follows its content, the bank's error too.
 */
import { expect } from '@open-wc/testing';
import { heading } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import {
  framedAuthorisation,
  inNarrowColumn,
  refusedCredentials,
  removeButtonsBeforeWidgets,
  shownFrame,
} from '../support/credentials-frame-flow.js';
import { untilFits } from '../support/frame-commands.js';
import { addStylesheetLink, removePageStyles } from '../support/page-styles.js';

/** Whether the iframe lies within the column, none of it off its sides. */
function expectWithinColumn(frame: HTMLIFrameElement, column: HTMLElement) {
  const box = frame.getBoundingClientRect();
  const room = column.getBoundingClientRect();
  expect(box.left).to.be.at.least(room.left);
  expect(box.right).to.be.at.most(room.right);
}

describe('the backend’s credentials frame at 200% zoom', function () {
  // An attempt typed key by key.
  this.timeout(30_000);
  let origin: string;

  // A merchant's page, with the widgets' stylesheet.
  before(() => addStylesheetLink('/styles/widgets.css'));

  after(removePageStyles);

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(removeButtonsBeforeWidgets);

  it('shows all of its form, and the bank’s error, with no scrollbar inside the frame', async () => {
    expect(
      window.devicePixelRatio,
      'not at 200%: run it as `npm run test:browsers -- --group zoom`',
    ).to.equal(2);
    await inNarrowColumn(async (narrow) => {
      const { flow } = await framedAuthorisation(origin, {}, narrow);
      const frame = await shownFrame(flow);
      expect(heading(flow)).to.equal('Log in to S-Pankki');
      const form = await untilFits(frame, 'the form');
      // The frame is zoomed as the page is.
      expect(form.devicePixelRatio).to.equal(2);
      expect(form.viewportWidth).to.be.at.most(320);
      expectWithinColumn(frame, narrow);

      await refusedCredentials(flow, frame, 'wrong-secret-9');
      const withError = await untilFits(frame, 'the form with the bank’s error');
      expect(withError.contentHeight).to.be.above(form.contentHeight);
      expectWithinColumn(frame, narrow);
    });
  });
});
