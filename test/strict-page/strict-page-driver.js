// Runs first on the strict page: records every CSP violation, error and widget event while
// it takes the three widgets through their main paths, then reports to the test (the parent).
(() => {
  const params = new URL(location.href).searchParams;
  const violations = [];
  const errors = [];
  const events = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));

  const widgetEvents = ['ready', 'error', 'selected', 'confirmed', 'step', 'ais-loaded'];
  function mount(tag, attributes) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    for (const type of widgetEvents) element.addEventListener(type, () => events.push(`${tag} ${type}`));
    document.getElementById('widgets').append(element);
    return element;
  }
  // A step that never comes is reported, not waited for: the test must hear back.
  const next = (element, type) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        errors.push(`no ${type} from ${element.localName}: ${element.textContent.trim().slice(0, 200)}`);
        resolve();
      }, 3000);
      element.addEventListener(type, () => resolve(clearTimeout(timer)), { once: true });
    });
  const common = { origin: params.get('backend'), sandbox: '' };

  async function run() {
    const list = mount('service-aspsp-list', {
      ...common,
      country: 'FI',
      'psu-type': 'personal',
      service: 'AIS',
      locale: 'fi',
    });
    await next(list, 'ready');
    list.querySelector('[role="option"]')?.click();

    const consent = mount('service-consent', {
      ...common,
      authorization: params.get('consent'),
      'no-redirect': '',
    });
    await next(consent, 'ready');
    const confirmed = next(consent, 'confirmed');
    consent.querySelector('button')?.click();
    await confirmed;

    const flow = mount('service-auth-flow', { ...common, authorization: params.get('flow') });
    await next(flow, 'ready');
    const stepped = next(flow, 'step');
    flow.querySelector('.service-primary')?.click();
    await stepped;

    // Continue on your phone: the QR code (an SVG drawn by Lit) under the same CSP and Trusted Types.
    const handoff = mount('service-auth-flow', { ...common, authorization: params.get('handoff') });
    await next(handoff, 'ready');
    const qrShown = next(handoff, 'step');
    handoff.querySelector('.service-primary')?.click();
    await qrShown;
    events.push(`qr ${handoff.querySelector('svg.service-qr path[d^="M"]') ? 'drawn' : 'missing'}`);

    // The widget's own credentials form, after the consent of an application whose steps are not framed.
    const embedded = mount('service-auth-flow', { ...common, authorization: params.get('embedded') });
    await next(embedded, 'ready');
    const formShown = next(embedded, 'step');
    embedded.querySelector('.service-primary')?.click();
    await formShown;
    events.push(`form ${embedded.querySelectorAll('input').length > 0 ? 'shown' : 'missing'}`);
    for (const input of embedded.querySelectorAll('input')) input.value = 'not-the-password';
    embedded.querySelector('.service-reveal')?.click();
    embedded.querySelector('form')?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 500));

    // The backend's credentials frame: let in by frame-src, and sized by its messages (CSSOM, no style attribute).
    const framed = mount('service-auth-flow', { ...common, authorization: params.get('framed') });
    await next(framed, 'ready');
    for (
      let waited = 0;
      waited < 5000 && !framed.querySelector('iframe')?.style.height.endsWith('px');
      waited += 100
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    events.push(`frame ${framed.querySelector('iframe')?.style.height.endsWith('px') ? 'shown' : 'missing'}`);
  }

  document.addEventListener('DOMContentLoaded', () => {
    run()
      .catch((error) => errors.push(String(error)))
      // Late violations (a logo, a locale file) arrive after the last event.
      .finally(() =>
        setTimeout(() => {
          const ownLit = document.getElementById('own-lit') !== null;
          parent.postMessage({ type: 'strict-page', violations, errors, events, ownLit }, '*');
        }, 500),
      );
  });
})();
