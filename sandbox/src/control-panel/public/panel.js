// @ts-check
/**
 * The control panel page's behaviour: saves an application's settings through
 * PATCH /control-panel/api/applications/{app_id}, drives the sandbox clock and lists the
 * webhook deliveries. Loaded from a file (the page's CSP allows no inline script); every text
 * from the server goes into the page through textContent, never as markup.
 */

const API = '/control-panel/api';
/** The text areas of a settings form, one value per line. */
const LIST_SETTINGS = [
  'redirect_urls',
  'widget_origins',
  'webhook_origins',
  'credentials_frame_style',
  'allowed_ips',
];
/** The server's messages start with the setting they are about: "widget_origins[1] ...". */
const SETTING_OF_MESSAGE =
  /^(redirect_urls|widget_origins|webhook_origins|allowed_ips|services|credentials_frame_style|credentials_frame)\b/;
/** The settings that are one checkbox each. */
const FLAG_SETTINGS = ['credentials_frame'];

/** @typedef {{ ok: boolean, status: number, body: unknown }} Answer */

/**
 * A call to the control panel's JSON API; throws only when the sandbox does not answer.
 * @param {string} path after /control-panel/api
 * @param {string} [method]
 * @param {unknown} [body] sent as JSON
 * @returns {Promise<Answer>}
 */
async function call(path, method = 'GET', body = undefined) {
  // Every call carries it: a page of another site cannot send it without a preflight the sandbox refuses.
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json', 'X-Sandbox-Control': '1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  /** @type {unknown} */
  let parsed;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

/**
 * The message of an ErrorResponse, or what happened when there is none.
 * @param {Answer} answer
 */
function errorMessage(answer) {
  const body = answer.body;
  if (isRecord(body) && typeof body.message === 'string') return body.message;
  return `The sandbox answered ${answer.status} without a message.`;
}

/** @param {unknown} error */
function unreachableMessage(error) {
  const reason = error instanceof Error ? error.message : String(error);
  return `The sandbox did not answer (${reason}). Is it still running?`;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @template {Element} T
 * @param {ParentNode} parent
 * @param {string} selector
 * @param {new () => T} type
 * @returns {T}
 */
function find(parent, selector, type) {
  const element = parent.querySelector(selector);
  if (!(element instanceof type)) throw new Error(`The control panel page has no ${selector}.`);
  return element;
}

const announcer = find(document, '#announcer', HTMLElement);
let announcements = 0;

/**
 * Says the text in the polite live region.
 * @param {string} text
 */
function announce(text) {
  // Emptied first and filled a moment later, so the same words twice in a row are read twice.
  announcer.textContent = '';
  const current = ++announcements;
  setTimeout(() => {
    if (current === announcements) announcer.textContent = text;
  }, 100);
}

/**
 * Shows a message in an error paragraph and moves focus there, so keyboard and screen reader
 * users land on what went wrong.
 * @param {HTMLElement} element
 * @param {string} message
 */
function showError(element, message) {
  element.textContent = message;
  element.hidden = false;
  element.focus();
  announce(message);
}

/** @param {HTMLElement} element */
function hideError(element) {
  element.textContent = '';
  element.hidden = true;
}

/** @param {string} text */
function lines(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function timeOfDay() {
  return new Date().toLocaleTimeString();
}

// Application settings

/** Forms being saved: a second Enter waits for the first answer. */
const saving = new WeakSet();

for (const form of document.querySelectorAll('form.settings')) {
  if (!(form instanceof HTMLFormElement)) continue;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void saveSettings(form);
  });
}

/** @param {HTMLFormElement} form */
async function saveSettings(form) {
  if (saving.has(form)) return;
  saving.add(form);
  const id = form.dataset.appId ?? '';
  const name = form.dataset.appName ?? id;
  const status = find(form, '.form-status', HTMLElement);
  clearInvalid(form);
  status.textContent = 'Saving…';
  try {
    const answer = await call(`/applications/${encodeURIComponent(id)}`, 'PATCH', settingsOf(form));
    if (answer.ok) {
      showSettings(form, answer.body);
      status.textContent = `Saved at ${timeOfDay()}.`;
      announce(`Saved the settings of ${name}.`);
    } else {
      status.textContent = 'Not saved.';
      markInvalid(form, errorMessage(answer));
    }
  } catch (error) {
    status.textContent = 'Not saved.';
    markInvalid(form, unreachableMessage(error));
  } finally {
    saving.delete(form);
  }
}

/** @param {HTMLFormElement} form */
function settingsOf(form) {
  /** @type {Record<string, string[] | boolean>} */
  const settings = {
    services: [...form.querySelectorAll('input[name=services]:checked')].map((box) =>
      box instanceof HTMLInputElement ? box.value : '',
    ),
  };
  for (const name of LIST_SETTINGS) settings[name] = lines(textArea(form, name).value);
  for (const name of FLAG_SETTINGS) settings[name] = checkBox(form, name).checked;
  return settings;
}

/**
 * Writes the settings as the server keeps them (origins normalised, duplicates dropped).
 * @param {HTMLFormElement} form
 * @param {unknown} application
 */
function showSettings(form, application) {
  if (!isRecord(application)) return;
  for (const name of LIST_SETTINGS) {
    const values = application[name];
    if (Array.isArray(values)) textArea(form, name).value = values.map(String).join('\n');
  }
  for (const name of FLAG_SETTINGS) {
    const value = application[name];
    if (typeof value === 'boolean') checkBox(form, name).checked = value;
  }
  const services = application.services;
  if (!Array.isArray(services)) return;
  for (const box of form.querySelectorAll('input[name=services]')) {
    if (box instanceof HTMLInputElement) box.checked = services.includes(box.value);
  }
}

/**
 * @param {HTMLFormElement} form
 * @param {string} name
 */
function textArea(form, name) {
  return find(form, `textarea[name="${name}"]`, HTMLTextAreaElement);
}

/**
 * @param {HTMLFormElement} form
 * @param {string} name
 */
function checkBox(form, name) {
  return find(form, `input[name="${name}"]`, HTMLInputElement);
}

/**
 * Shows the server's message next to the form, ties it to the setting it names and moves
 * focus to it.
 * @param {HTMLFormElement} form
 * @param {string} message
 */
function markInvalid(form, message) {
  const error = find(form, '.form-error', HTMLElement);
  const setting = SETTING_OF_MESSAGE.exec(message)?.[1];
  const control =
    setting === undefined
      ? null
      : form.querySelector(
          setting === 'services' || FLAG_SETTINGS.includes(setting)
            ? `input[name="${setting}"]`
            : `textarea[name="${setting}"]`,
        );
  if (control instanceof HTMLElement) tieError(control, error);
  showError(error, message);
}

/**
 * Marks the control invalid and adds the error to what describes it.
 * @param {HTMLElement} control
 * @param {HTMLElement} error
 */
function tieError(control, error) {
  control.setAttribute('aria-invalid', 'true');
  const described = control.getAttribute('aria-describedby') ?? '';
  control.setAttribute('aria-describedby', `${described} ${error.id}`.trim());
}

/**
 * Hides the form's error and unties it from the controls it marked invalid.
 * @param {HTMLFormElement} form
 */
function clearInvalid(form) {
  const error = find(form, '.form-error', HTMLElement);
  hideError(error);
  for (const control of form.querySelectorAll('[aria-invalid]')) {
    control.removeAttribute('aria-invalid');
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '' && id !== error.id);
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}

// Clock

const clockNow = find(document, '#clock-now', HTMLTimeElement);
const clockSpeed = find(document, '#clock-speed', HTMLElement);
/** The last time the server told, and the speed since then: the page ticks on from it. */
let clock = {
  sandbox: Date.parse(clockNow.dateTime),
  real: Date.now(),
  speed: Number(clockSpeed.textContent) || 1,
};

function renderClock() {
  const now = new Date(clock.sandbox + (Date.now() - clock.real) * clock.speed).toISOString();
  clockNow.dateTime = now;
  clockNow.textContent = `${now.slice(0, 10)} ${now.slice(11, 19)} UTC`;
}

/** @param {unknown} view */
function showClock(view) {
  if (!isRecord(view) || typeof view.now !== 'string' || typeof view.speed !== 'number') return;
  clock = { sandbox: Date.parse(view.now), real: Date.now(), speed: view.speed };
  clockSpeed.textContent = String(view.speed);
  renderClock();
}

/**
 * Shows the message in the clock form's own error; a refused value marks the form's one input
 * invalid and described by it, as the settings forms do (markInvalid).
 * @param {HTMLFormElement} form
 * @param {string} message
 * @param {boolean} refusedValue
 */
function showClockError(form, message, refusedValue) {
  const error = find(form, '.form-error', HTMLElement);
  if (refusedValue) tieError(find(form, 'input', HTMLInputElement), error);
  showError(error, message);
}

/**
 * @param {HTMLFormElement} form
 * @param {Record<string, unknown>} change
 * @param {(view: Record<string, unknown>) => string} saidAfter
 */
async function changeClock(form, change, saidAfter) {
  try {
    const answer = await call('/clock', 'POST', change);
    if (!answer.ok) return showClockError(form, errorMessage(answer), answer.status === 400);
    showClock(answer.body);
    if (isRecord(answer.body)) announce(saidAfter(answer.body));
  } catch (error) {
    showClockError(form, unreachableMessage(error), false);
  }
}

/**
 * The number typed in the form, or undefined (and its error shown) when there is none.
 * @param {HTMLFormElement} form
 * @param {string} missing
 */
function typedNumber(form, missing) {
  const input = find(form, 'input', HTMLInputElement);
  const value = input.value.trim() === '' ? Number.NaN : Number(input.value);
  if (Number.isFinite(value)) return value;
  showClockError(form, missing, true);
  return undefined;
}

const clockSpeedForm = find(document, '#clock-speed-form', HTMLFormElement);
clockSpeedForm.addEventListener('submit', (event) => {
  event.preventDefault();
  clearInvalid(clockSpeedForm);
  const speed = typedNumber(clockSpeedForm, 'Type the speed: a number from 1 (real time) to 100000.');
  if (speed === undefined) return;
  void changeClock(
    clockSpeedForm,
    { speed },
    (view) => `The sandbox clock runs at ${String(view.speed)} times real time.`,
  );
});

const clockAdvanceForm = find(document, '#clock-advance-form', HTMLFormElement);
clockAdvanceForm.addEventListener('submit', (event) => {
  event.preventDefault();
  clearInvalid(clockAdvanceForm);
  const minutes = typedNumber(
    clockAdvanceForm,
    'Type how many minutes to move the sandbox clock forward, such as 60.',
  );
  if (minutes === undefined) return;
  void changeClock(
    clockAdvanceForm,
    { advance_seconds: minutes * 60 },
    (view) => `Moved the sandbox clock forward by ${minutes} minutes, to ${String(view.now)}.`,
  );
});

setInterval(renderClock, 1000);
void call('/clock').then(
  (answer) => showClock(answer.body),
  () => undefined,
);

// Webhook deliveries

const webhookLog = find(document, '#webhook-log', HTMLElement);
/** Fields every delivery has, shown first and in this order. */
const DELIVERY_FIELDS = ['webhook_id', 'state', 'attempts'];

/** @param {string} text */
function logMessage(text) {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  webhookLog.replaceChildren(paragraph);
}

/**
 * Loads the deliveries; `announced` says the count when a person asked for it.
 * @param {boolean} announced
 */
async function loadDeliveries(announced) {
  /** @type {Answer} */
  let answer;
  try {
    answer = await call('/webhooks');
  } catch (error) {
    logMessage(unreachableMessage(error));
    return;
  }
  // 404: a sandbox without the delivery log has sent nothing either.
  const deliveries = answer.status === 404 ? [] : deliveriesOf(answer.body);
  if (!answer.ok && answer.status !== 404) {
    logMessage(errorMessage(answer));
  } else if (deliveries.length === 0) {
    logMessage('No deliveries yet.');
  } else {
    const list = document.createElement('ul');
    list.className = 'deliveries';
    list.append(...deliveries.map(deliveryItem));
    webhookLog.replaceChildren(list);
  }
  if (announced) {
    announce(deliveries.length === 1 ? '1 delivery.' : `${deliveries.length || 'No'} deliveries.`);
  }
}

/**
 * @param {unknown} body `{ "webhooks": [...] }`, or the array itself
 * @returns {Record<string, unknown>[]}
 */
function deliveriesOf(body) {
  const list = Array.isArray(body) ? body : isRecord(body) ? Object.values(body).find(Array.isArray) : [];
  return (list ?? []).filter(isRecord);
}

/** @param {Record<string, unknown>} delivery */
function deliveryItem(delivery) {
  const item = document.createElement('li');
  const heading = document.createElement('h3');
  const status = isRecord(delivery.body) ? delivery.body.payment_status : undefined;
  heading.textContent = `Payment ${String(delivery.payment_id ?? 'unknown')}${
    typeof status === 'string' ? `: ${status}` : ''
  }`;
  const facts = document.createElement('dl');
  facts.className = 'facts';
  const others = Object.keys(delivery).filter(
    (name) => !DELIVERY_FIELDS.includes(name) && name !== 'payment_id' && name !== 'body',
  );
  for (const name of [...DELIVERY_FIELDS, ...others]) {
    if (delivery[name] === undefined || (name !== 'attempts' && typeof delivery[name] === 'object')) continue;
    const term = document.createElement('dt');
    term.textContent = name;
    const value = document.createElement('dd');
    if (name === 'attempts') value.append(attemptsView(delivery.attempts));
    else value.textContent = String(delivery[name]);
    facts.append(term, value);
  }
  item.append(heading, facts);
  if (delivery.body !== undefined) item.append(bodyView(delivery.body));
  return item;
}

/**
 * A count, or the count and one line per attempt.
 * @param {unknown} attempts
 */
function attemptsView(attempts) {
  const fragment = document.createDocumentFragment();
  if (!Array.isArray(attempts)) {
    fragment.append(String(attempts));
    return fragment;
  }
  fragment.append(String(attempts.length));
  if (attempts.length === 0) return fragment;
  const list = document.createElement('ol');
  for (const attempt of attempts) {
    const line = document.createElement('li');
    // null means "none" (no status when the receiver did not answer): left out.
    line.textContent = isRecord(attempt)
      ? Object.entries(attempt)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(
            ([name, value]) =>
              `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
          )
          .join(', ')
      : String(attempt);
    list.append(line);
  }
  fragment.append(list);
  return fragment;
}

/** @param {unknown} body */
function bodyView(body) {
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'Body';
  const pre = document.createElement('pre');
  pre.textContent = typeof body === 'string' ? prettyJson(body) : JSON.stringify(body, null, 2);
  details.append(summary, pre);
  return details;
}

/** @param {string} text */
function prettyJson(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

find(document, '#webhooks-refresh', HTMLButtonElement).addEventListener('click', () => {
  void loadDeliveries(true);
});
void loadDeliveries(false);

// Reset

const resetButton = find(document, '#reset-journeys', HTMLButtonElement);
const resetError = find(document, '#reset-error', HTMLElement);

resetButton.addEventListener('click', () => {
  // The question says what goes and what stays: the page's own text, not the server's answer.
  if (!window.confirm(resetButton.dataset.confirm ?? '')) return;
  hideError(resetError);
  call('/reset', 'POST', {}).then(
    (answer) => {
      if (!answer.ok) return showError(resetError, errorMessage(answer));
      const body = answer.body;
      announce(isRecord(body) && typeof body.message === 'string' ? body.message : 'Reset.');
      void loadDeliveries(false);
    },
    (error) => showError(resetError, unreachableMessage(error)),
  );
});
