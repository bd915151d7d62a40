/**
 * What the AIS and PIS journey pages share: the settings form, the widget language, the event
 * log and the server side's calls, and the stage in the middle (progress, heading, hint, notice
 * and the step's widget). The bank list follows the settings while the PSU is choosing.
 */
import type { ApiCall, StartAuthorizationRequest } from '../common/demo-api-contract.js';
import type { Service } from '../common/json-api-types.js';
import type { SelectedDetail } from '../../src/events.js';
import { showApiCalls } from './api-calls-view.js';
import { DemoApiError, failureText } from './demo-api.js';
import { byId } from './dom.js';
import { EventLog } from './event-log.js';
import { setProgress } from './journey-progress.js';
import { SettingsForm } from './journey-settings.js';
import { LocalePicker } from './locale-picker.js';
import { PhonePane } from './phone-pane.js';
import { clearNotice, showNotice } from './notice.js';
import { createWidget, setAttributes } from './widgets.js';
import { onWidgetError, widgetErrorText } from './widget-errors.js';

export class JourneyPage {
  readonly settings: SettingsForm;
  readonly locale = new LocalePicker(byId('widget-locale', HTMLSelectElement));
  readonly heading = byId('stage-heading', HTMLHeadingElement);
  readonly notice = byId('notice', HTMLDivElement);
  readonly restart = byId('restart', HTMLButtonElement);
  private readonly log = new EventLog(byId('event-log', HTMLOListElement));
  private readonly calls = byId('api-calls', HTMLOListElement);
  private readonly progress = byId('progress', HTMLOListElement);
  private readonly hint = byId('stage-hint', HTMLParagraphElement);
  private readonly slot = byId('widget-slot', HTMLDivElement);
  /** "Continue on your phone": the hand-off page beside the auth flow. */
  private readonly phone = new PhonePane();
  /** The bank list while it is on the stage. */
  private list: HTMLElement | undefined;
  /** A second bank chosen while the first is being started is ignored. */
  private starting = false;

  /** @param firstStep the step the journey starts at, where there is nothing to start over */
  constructor(
    private readonly service: Service,
    private readonly firstStep: string,
  ) {
    this.settings = new SettingsForm(service);
    // While the PSU is still choosing, the list follows the settings; later ones apply on Start over.
    this.settings.onChange(({ country, psuType }) => {
      if (this.list) setAttributes(this.list, { country, 'psu-type': psuType });
    });
    byId('clear-log', HTMLButtonElement).addEventListener('click', () => this.log.clear());
  }

  /** Shows a step of the journey, with its widget (in the chosen language, logged, its errors told). */
  stage(step: string, title: string, text: string, widget?: HTMLElement): void {
    setProgress(this.progress, step);
    this.heading.textContent = title;
    this.hint.textContent = text;
    clearNotice(this.notice);
    this.restart.hidden = step === this.firstStep;
    this.list = widget?.localName === 'service-aspsp-list' ? widget : undefined;
    this.phone.follow(widget);
    if (!widget) {
      this.slot.replaceChildren();
      return;
    }
    this.locale.apply(widget);
    this.log.watch(widget);
    onWidgetError(widget, (detail) => showNotice(this.notice, 'error', widgetErrorText(widget, detail)));
    this.slot.replaceChildren(widget);
  }

  /** The bank list for the settings' country and PSU type; `onSelected` gets the chosen bank. */
  bankList(backendOrigin: string, onSelected: (bank: SelectedDetail) => void): HTMLElement {
    const { country, psuType } = this.settings.value;
    const list = createWidget('service-aspsp-list', {
      country,
      'psu-type': psuType,
      service: this.service,
      origin: backendOrigin,
      sandbox: true,
    });
    list.addEventListener('selected', (event) => onSelected((event as CustomEvent<SelectedDetail>).detail));
    return list;
  }

  /** What every journey asks of the server side: the settings' application and PSU type, the bank, the widget language. */
  journeyRequest(bank: SelectedDetail): StartAuthorizationRequest {
    const { application, psuType } = this.settings.value;
    const language = this.locale.value;
    return {
      application,
      aspsp: { name: bank.name, country: bank.country },
      psuType,
      ...(language ? { language } : {}),
    };
  }

  /**
   * Asks the demo's server side to start the journey at the chosen bank (once at a time), and
   * shows the JSON API calls it made. On failure the stage stays, with `failure` and the reason
   * in the notice, and the result is undefined.
   */
  async start<T extends { calls: ApiCall[] }>(
    texts: { pending: string; failure: string },
    request: () => Promise<T>,
  ): Promise<T | undefined> {
    if (this.starting) return undefined;
    this.starting = true;
    const title = this.heading.textContent;
    this.heading.textContent = texts.pending;
    try {
      const result = await request();
      showApiCalls(this.calls, result.calls);
      return result;
    } catch (error) {
      if (error instanceof DemoApiError) showApiCalls(this.calls, error.calls);
      this.heading.textContent = title;
      showNotice(this.notice, 'error', `${texts.failure}: ${failureText(error)}`);
      return undefined;
    } finally {
      this.starting = false;
    }
  }
}
