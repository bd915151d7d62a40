/**
 * What the backend's credentials frame shows inside itself (widget-api.md, section 5b): axe on
 * its form, at 320 px its content fitting the iframe with no scrollbar, and what its fields
 * tell assistive technology as the PSU types (format hints, the bank's refusal). The frame is
 * on another origin than the test page, so these checks go through frame-commands-plugin.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { backend, backendWait } from '../support/backend.js';
import {
  framedAuthorisation,
  inNarrowColumn,
  refusedCredentials,
  removeButtonsBeforeWidgets,
  shownFrame,
  tabIntoFrame,
  untilSubmittedAndRead,
} from '../support/credentials-frame-flow.js';
import { inFrame, untilFits, type FrameFields } from '../support/frame-commands.js';

/** The frame's one-time code: its format hint and input. */
async function oneTimeCode(frame: HTMLIFrameElement) {
  const fields = await inFrame<FrameFields>('frameFields', frame);
  return {
    hint: fields.hints.find((hint) => hint.id === 'hint-otp'),
    input: fields.inputs.find((input) => input.name === 'otp'),
  };
}

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

  it('gives the format hint as the widget does: as the PSU leaves a field that does not fit, gone once it fits', async () => {
    const { flow } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    const first = await inFrame<FrameFields>('frameFields', frame);
    // Empty, a polite live region, and in the accessibility tree (no room, but not display: none).
    expect(first.hints).to.have.length(1);
    const [emptyHint] = first.hints;
    expect(emptyHint).to.include({ id: 'hint-otp', text: '', live: 'polite', height: 0 });
    expect(emptyHint?.display).to.not.equal('none');
    expect(first.inputs.map((input) => input.invalid)).to.deep.equal([null, null, null]);

    await tabIntoFrame(flow, frame);
    await sendKeys({ type: 'demo' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'wrong-secret-5' });
    // Past the password's "Show" button.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '12' });
    // Still typing: no hint, not invalid.
    const typing = await oneTimeCode(frame);
    expect(typing.hint?.text).to.equal('');
    expect(typing.input?.invalid).to.equal(null);

    // Leaving the field (to the submit button): the hint, and the input invalid.
    await sendKeys({ press: 'Tab' });
    await waitUntil(
      async () => (await oneTimeCode(frame)).hint?.text !== '',
      'no hint on leaving',
      backendWait,
    );
    const left = await oneTimeCode(frame);
    expect(left.hint?.text).to.match(/format/i);
    expect(left.hint?.height).to.be.greaterThan(0);
    expect(left.input?.invalid).to.equal('true');

    // Back in the field: the hint stays while the value does not fit, and goes as it fits.
    await sendKeys({ press: 'Shift+Tab' });
    // Tab selects the value: on from its end.
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '345' });
    expect((await oneTimeCode(frame)).hint?.text).to.equal(left.hint?.text);
    expect((await oneTimeCode(frame)).input?.invalid).to.equal('true');
    await sendKeys({ type: '6' });
    const fits = await oneTimeCode(frame);
    expect(fits.hint?.text).to.equal('');
    expect(fits.input?.invalid).to.equal(null);

    // The bank refuses the password: its error describes every field, each invalid.
    await sendKeys({ press: 'Enter' });
    await untilSubmittedAndRead(1);
    await waitUntil(
      async () => !(await inFrame<FrameFields>('frameFields', frame)).error.hidden,
      'the frame shows no error',
      backendWait,
    );
    const refused = await inFrame<FrameFields>('frameFields', frame);
    expect(refused.error.focused).to.equal(true);
    expect(refused.error.text).to.match(/username and password/);
    expect(refused.inputs).to.deep.equal([
      { name: 'username', invalid: 'true', describedBy: 'frame-error' },
      { name: 'password', invalid: 'true', describedBy: 'frame-error' },
      { name: 'otp', invalid: 'true', describedBy: 'frame-error help-otp hint-otp' },
    ]);
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
