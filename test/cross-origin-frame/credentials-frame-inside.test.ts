/**
 * What the backend's credentials frame shows inside itself (widget-api.md, section 5b): axe on
 * its form, and at 320 px its content fitting the iframe with no scrollbar. The frame is on
 * another origin than the test page, so these checks go through frame-commands-plugin.ts.
 */
import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import {
  framedAuthorisation,
  inNarrowColumn,
  refusedCredentials,
  removeButtonsBeforeWidgets,
  shownFrame,
} from '../support/credentials-frame-flow.js';
import { inFrame, untilFits } from '../support/frame-commands.js';

describe('the backend’s credentials frame, inside', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(removeButtonsBeforeWidgets);

  it('passes axe', async () => {
    const { flow } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    expect(await inFrame<string[]>('frameAxe', frame)).to.deep.equal([]);
  });

  it('at 320 px, fits its content with no scrollbar, before and after the bank’s error', async () => {
    await inNarrowColumn(async (narrow) => {
      const { flow } = await framedAuthorisation(origin, {}, narrow);
      const frame = await shownFrame(flow);
      await untilFits(frame, 'the form');
      await refusedCredentials(flow, frame, 'wrong-secret-3');
      // The frame also grows while it says it is sending: the error comes a message later.
      await untilFits(frame, 'the form with the bank’s error');
    });
  });
});
