import { expect } from '@open-wc/testing';
import * as root from '../../src/index.js';

const tags = ['service-consent', 'service-aspsp-list', 'service-auth-flow', 'service-widgets-config'];

describe('entry points', () => {
  it('the package root exports the classes and registers nothing', () => {
    expect(root.ConsentElement).to.be.a('function');
    expect(root.version).to.match(/^\d+\.\d+\.\d+/);
    for (const tag of tags) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('define registers all four, and registering again does not throw', async () => {
    const { defineElements } = await import('../../src/define.js');
    expect(customElements.get('service-consent')).to.equal(root.ConsentElement);
    expect(customElements.get('service-aspsp-list')).to.equal(root.AspspListElement);
    expect(customElements.get('service-auth-flow')).to.equal(root.AuthFlowElement);
    expect(customElements.get('service-widgets-config')).to.equal(root.WidgetsConfigElement);
    expect(() => defineElements()).not.to.throw();
  });
});
