import { html, nothing, svg } from 'lit';
import type { Localization } from '../../i18n/localization.js';
import type { Handoff } from '../../api/types.js';
import type { DrawQr } from '../qr-encoder.js';
import type { QrPath } from '../qr-path.js';
import type { HandoffOffer, StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

/** What the element knows about the hand-off on screen. */
export interface HandoffView {
  /** The hand-off whose QR code is shown. */
  shown: Handoff;
  /** The phone has opened it (from the last poll). */
  opened: boolean;
  expired: boolean;
  /** When its time is up by this device's clock (shownHandoff). */
  deadline: number;
  /** The outcome of the last Copy link, announced. */
  copy?: 'copied' | 'failed';
  /** The QR encoder, loaded on demand; without it the link alone is shown. */
  drawQr: DrawQr | undefined;
}

export interface HandoffActions {
  copy(url: string): void;
  back(): void;
  renew(): void;
}

/**
 * The QR code of the hand-off URL, the same URL as a real link and a Copy link button. Dark on
 * light whatever the theme: the colours are presentation attributes, not inline styles (CSP).
 * Where the encoder could not load, the instructions name the link alone.
 */
export function renderHandoffStep(view: HandoffView, context: StepContext, actions: HandoffActions) {
  const { i18n } = context;
  const url = view.shown.url;
  const copied = view.copy === 'copied' ? i18n.t('flowHandoffCopied') : '';
  const copyFailed = view.copy === 'failed' ? i18n.t('flowHandoffCopyFailed') : '';
  return html`
    ${stepHeading(i18n.t('flowHandoffHeading'))}
    ${
      view.expired
        ? html`<p class="service-handoff-expired" role="alert">${i18n.t('flowHandoffExpired')}</p>`
        : renderLink(url, view.drawQr, i18n)
    }
    <p role="status" class="service-waiting">
      ${view.expired ? '' : i18n.t(view.opened ? 'flowHandoffOpened' : 'flowHandoffWaiting')}
    </p>
    <div class="service-actions">
      ${
        view.expired
          ? html`<button
              type="button"
              class="service-primary"
              ?disabled=${context.busy}
              @click=${actions.renew}
            >
              ${i18n.t('flowHandoffNewCode')}
            </button>`
          : html`<button type="button" @click=${() => actions.copy(url)}>
              ${i18n.t('flowHandoffCopy')}
            </button>`
      }
      <button type="button" ?disabled=${context.busy} @click=${actions.back}>
        ${i18n.t('flowHandoffBack')}
      </button>
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
    <p class="service-visually-hidden" role="status">${copied}</p>
    ${copyFailed ? html`<p class="service-error" role="alert">${copyFailed}</p>` : nothing}
  `;
}

/**
 * The QR code with its instructions where the encoder loaded and the URL fits one, and the link
 * itself: followed on this device, it opens in a new tab, as its text says (as the consent's
 * links do), and this page polls on to the end.
 */
function renderLink(url: string, drawQr: DrawQr | undefined, i18n: Localization) {
  const qr = drawQr?.(url);
  return html`${
      qr
        ? html`<p>${i18n.t('flowHandoffInstructions')}</p>
            ${qrCode(qr, i18n.t('flowHandoffQrName'))}`
        : html`<p>${i18n.t('flowHandoffInstructionsLinkOnly')}</p>`
    }
    <p class="service-handoff-link">
      <a href=${url} target="_blank" rel="noopener">${url} ${i18n.t('flowHandoffNewTab')}</a>
    </p>`;
}

function qrCode({ size, d }: QrPath, name: string) {
  return html`<svg
    class="service-qr"
    role="img"
    aria-label=${name}
    viewBox="0 0 ${size} ${size}"
    shape-rendering="crispEdges"
    xmlns="http://www.w3.org/2000/svg"
  >
    ${svg`<rect width=${size} height=${size} fill="#ffffff"></rect><path d=${d} fill="#000000"></path>`}
  </svg>`;
}

/** "Continue on your phone": the primary choice on a desktop. */
export function handoffButton(context: StepContext, handoff: HandoffOffer) {
  return html`<button
    type="button"
    class=${handoff.second ? '' : 'service-primary'}
    ?disabled=${context.busy}
    @click=${handoff.show}
  >
    ${context.i18n.t('flowHandoffOffer')}
  </button>`;
}
