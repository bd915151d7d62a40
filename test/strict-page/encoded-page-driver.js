// Runs first on the encoded page (kept ASCII, like the bundle): records uncaught errors, shows
// a French bank list and an English setup error, then reports what the page shows to the test.
(() => {
  const params = new URL(location.href).searchParams;
  const errors = [];
  window.addEventListener('error', (event) => errors.push(String(event.message)));

  function mount(attributes) {
    const element = document.createElement('service-aspsp-list');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.getElementById('widgets').append(element);
    return element;
  }
  // A widget that never settles is reported, not waited for: the test must hear back.
  const settled = (element) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(errors.push(`${element.localName} never settled`)), 5000);
      const done = () => resolve(clearTimeout(timer));
      element.addEventListener('ready', done, { once: true });
      element.addEventListener('error', done, { once: true });
    });
  const setupError = (element) => element.querySelector('.service-error-heading + p')?.textContent.trim();
  const common = { origin: params.get('backend'), sandbox: '', service: 'AIS', country: 'FR' };

  async function run() {
    const list = mount({ ...common, 'psu-type': 'personal', locale: 'fr' });
    // Without psu-type: the English message built into the bundle, the French one from its file.
    const english = mount({ ...common, locale: 'en' });
    const french = mount({ ...common, locale: 'fr' });
    await Promise.all([list, english, french].map(settled));
    return {
      banks: [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent.trim()),
      englishError: setupError(english),
      frenchError: setupError(french),
    };
  }

  document.addEventListener('DOMContentLoaded', () => {
    run()
      .catch((error) => ({ runError: String(error) }))
      .then((shown) =>
        parent.postMessage(
          {
            type: 'encoded-page',
            characterSet: document.characterSet,
            title: document.title,
            defined: customElements.get('service-aspsp-list') !== undefined,
            errors,
            ...shown,
          },
          '*',
        ),
      );
  });
})();
