// @ts-check
/**
 * The credentials frame's behaviour (widget-api.md, section 5b). The form posts the
 * credentials to the flow API itself, first-party, as JSON; the widget around the frame is told
 * only that the form is shown (`ready`), its height (`size`) and that it was sent (`submitted`),
 * and asks only for focus. Messages go to, and are taken from, the application's widget origins
 * alone. No credential ever leaves the inputs but in that one POST. Loaded from a file: the
 * page's CSP allows no inline script.
 */

const MESSAGE_TYPE = 'service-widgets:frame';

const form = document.querySelector('form.service-credentials');
const content = document.querySelector('service-auth-flow');
const error = document.getElementById('frame-error');
const status = document.getElementById('frame-status');
/** The widget origins of the application (and the service's own page): the only parents it talks to. */
const parents = content?.querySelector('main')?.dataset.parents?.split(' ').filter(Boolean) ?? [];
const framed = window.parent !== window;
/**
 * Where messages go: the parent's origin where the browser tells it (not Firefox), if it is one
 * of them; otherwise each of them, of which the browser delivers only the parent's.
 */
const ancestor = location.ancestorOrigins?.[0];
const targets = ancestor === undefined ? parents : parents.filter((origin) => origin === ancestor);

/** @param {'ready' | 'size' | 'submitted'} event */
function tell(event) {
  if (!framed) return;
  /** @type {Record<string, unknown>} */
  const message = { type: MESSAGE_TYPE, event };
  if (event !== 'submitted') message.height = contentHeight();
  // The browser delivers it only if the parent is at that origin: never to any other page.
  for (const origin of targets) window.parent.postMessage(message, origin);
}

function contentHeight() {
  return content instanceof HTMLElement ? Math.ceil(content.getBoundingClientRect().height) : 0;
}

/** @returns {HTMLInputElement[]} */
function inputs() {
  return form ? [...form.querySelectorAll('input')] : [];
}

/**
 * Whether the error shown is the bank's refusal of the last attempt, which describes each field
 * and makes it invalid until the next answer. The page comes with one only as a refusal
 * (frame-page.ts); a failed call says nothing of the fields.
 */
let refused = error instanceof HTMLElement && !error.hidden;

/**
 * An input is invalid while the bank's refusal is shown or while its format hint is.
 * @param {HTMLInputElement} input
 */
function markValidity(input) {
  const hint = document.getElementById(input.dataset.hint ?? '');
  if (refused || (hint?.textContent ?? '') !== '') input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * Ties the error to every input, first of what describes it (its help and hint stay), or unties it.
 * @param {boolean} tied
 */
function tieErrorToInputs(tied) {
  if (!error) return;
  for (const input of inputs()) {
    const ids = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '' && id !== error.id);
    if (tied) ids.unshift(error.id);
    if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
    markValidity(input);
  }
}

/** Empties every input, with its format hint, and hides the secrets again. */
function clearInputs() {
  for (const hint of form?.querySelectorAll('.service-hint') ?? []) hint.textContent = '';
  for (const input of inputs()) {
    input.value = '';
    markValidity(input);
  }
  for (const button of document.querySelectorAll('.service-reveal')) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (input instanceof HTMLInputElement) input.type = 'password';
    button.setAttribute('aria-pressed', 'false');
  }
}

/**
 * A format hint only (it never blocks submitting), as the widget's own form gives it: the
 * field's hint, empty until then (hidden text would still be read), says it as the PSU leaves
 * a field whose value does not fit the template (`change`), not at the first key of a value
 * still being typed, and goes as soon as the value fits. A polite live region: it is heard
 * after the name of the field the PSU moved on to.
 * @param {Event} event
 */
function checkFormat(event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  const hint = document.getElementById(input.dataset.hint ?? '');
  const template = input.dataset.template;
  if (!hint || template === undefined) return;
  const fits = input.value === '' || new RegExp(template).test(input.value);
  const show = !fits && (event.type === 'change' || hint.textContent !== '');
  const text = show ? (form?.dataset.formatHint ?? '') : '';
  // Written only when it changes: the live region says it once, not at every key.
  if (hint.textContent !== text) hint.textContent = text;
  markValidity(input);
}

/** @param {HTMLButtonElement} button */
function toggleReveal(button) {
  const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(input instanceof HTMLInputElement)) return;
  const reveal = input.type === 'password';
  input.type = reveal ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(reveal));
}

/**
 * The page's own text, or the bank's refusal as the page first shows it (frame-page.ts,
 * errorMarkup): a lead in the page's language, then the bank's words, in English. Text nodes
 * only: nothing from the server is ever parsed as markup. The refusal describes each field too,
 * as on the page first shown; the page's own text (a failed call) only the form.
 * @param {string} text
 * @param {string} [bankMessage]
 */
function showError(text, bankMessage) {
  if (!error || !form) return;
  error.textContent = text;
  if (bankMessage !== undefined) {
    const words = document.createElement('span');
    words.lang = 'en';
    words.textContent = bankMessage;
    if (text !== '') error.append(' ');
    error.append(words);
  }
  error.hidden = false;
  form.setAttribute('aria-describedby', error.id);
  refused = bankMessage !== undefined;
  tieErrorToInputs(refused);
  error.focus();
}

/** @param {boolean} busy */
function setBusy(busy) {
  if (!form) return;
  for (const button of form.querySelectorAll('button')) button.disabled = busy;
  if (status) status.textContent = busy ? (form.dataset.sending ?? '') : '';
}

let sending = false;

/** @param {SubmitEvent} event */
async function submit(event) {
  event.preventDefault();
  if (!(form instanceof HTMLFormElement) || sending) return;
  /** @type {Record<string, string>} */
  const credentials = {};
  for (const input of inputs()) if (input.value !== '') credentials[input.name] = input.value;
  clearInputs();
  sending = true;
  setBusy(true);
  let stays = true;
  try {
    const response = await fetch(form.dataset.flow ?? '', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'submit_credentials', credentials }),
      credentials: 'omit',
      cache: 'no-store',
      // The page itself sends no Referer; this call names its origin, which makes it first-party.
      referrerPolicy: 'same-origin',
    });
    /** @type {unknown} */
    const answer = await response.json().catch(() => undefined);
    const step = isRecord(answer) && isRecord(answer.step) ? answer.step : undefined;
    if (!response.ok) showError(form.dataset.serviceError ?? '');
    else if (step?.type === 'credentials') {
      if (isRecord(step.error) && typeof step.error.message === 'string') {
        const lead =
          step.error.error === 'WRONG_CREDENTIALS_PROVIDED' ? (form.dataset.wrongCredentials ?? '') : '';
        showError(lead, step.error.message);
      }
    } else stays = false;
  } catch {
    showError(form.dataset.networkError ?? '');
  } finally {
    sending = false;
    // On to another step, the widget replaces this frame: the button stays disabled until then.
    if (stays) setBusy(false);
    tell('submitted');
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's one request: focus on the first field, as on every new step. */
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !parents.includes(event.origin)) return;
  const data = event.data;
  if (!isRecord(data) || data.type !== MESSAGE_TYPE || data.event !== 'focus') return;
  inputs()[0]?.focus();
});

if (form instanceof HTMLFormElement) {
  form.addEventListener('submit', (event) => void submit(event));
  form.addEventListener('input', checkFormat);
  form.addEventListener('change', checkFormat);
  form.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.service-reveal') : null;
    if (button instanceof HTMLButtonElement) toggleReveal(button);
  });
}
// Credentials never outlive the page's time on screen.
window.addEventListener('pagehide', clearInputs);

// A deferred script runs once the page is parsed and its style sheets apply: the form is
// shown. Every later change of its height is told too.
tell('ready');
if (content instanceof HTMLElement) new ResizeObserver(() => tell('size')).observe(content);
