import { expect } from '@open-wc/testing';
import { keepFirstNamespace, otherCopyWarning } from '../../src/other-copy.js';

class Ours extends HTMLElement {
  static version = '2.0.0';
}
class SameVersion extends HTMLElement {
  static version = '2.0.0';
}
class OlderVersion extends HTMLElement {
  static version = '1.4.0';
}
class Unrelated extends HTMLElement {}

describe('a second copy of the library', () => {
  it('says nothing for its own class or another copy of the same version', () => {
    expect(otherCopyWarning('service-consent', Ours, Ours, '2.0.0')).to.equal(undefined);
    expect(otherCopyWarning('service-consent', SameVersion, Ours, '2.0.0')).to.equal(undefined);
  });

  it('names both versions and the tag when another version came first', () => {
    expect(otherCopyWarning('service-consent', OlderVersion, Ours, '2.0.0')).to.equal(
      'service-widgets 2.0.0 registers nothing: <service-consent> is already defined by service-widgets 1.4.0, ' +
        'which stays in use. Load one copy of the library per page; ServiceWidgets.version tells which one runs.',
    );
  });

  it('names another script when the tag was defined by something else', () => {
    expect(otherCopyWarning('service-consent', Unrelated, Ours, '2.0.0')).to.include(
      'already defined by another script',
    );
  });

  it('keeps the first script’s namespace as ServiceWidgets', () => {
    const page: Record<string, unknown> = {};
    const first = { version: '1.4.0' };
    page.ServiceWidgets = first;
    keepFirstNamespace(page);
    page.ServiceWidgets = { version: '2.0.0' };
    keepFirstNamespace(page);
    expect(page.ServiceWidgets).to.equal(first);
  });
});
