import { expect } from '@open-wc/testing';
import { html, nothing, render } from 'lit';
import { createRef, ref } from '../../src/elements/element-ref.js';

describe('ref', () => {
  it('names the rendered element while it is in the document, and none before or after', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const target = createRef<HTMLButtonElement>();
    expect(target.value).to.equal(undefined);
    try {
      render(html`<button ${ref(target)}>Go</button>`, container);
      expect(target.value?.textContent).to.equal('Go');
      render(html`<p><button ${ref(target)}>Again</button></p>`, container);
      expect(target.value?.textContent, 'the element of the latest render').to.equal('Again');
      render(nothing, container);
      expect(target.value).to.equal(undefined);
    } finally {
      container.remove();
    }
  });

  it('names no element of a render off the page', () => {
    const target = createRef<HTMLElement>();
    render(html`<p ${ref(target)}>Off the page</p>`, document.createElement('div'));
    expect(target.value).to.equal(undefined);
  });

  it('calls a callback with the element at each render', () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    const note = (element: Element) => seen.push(element.tagName);
    render(html`<iframe ${ref(note)}></iframe>`, container);
    render(html`<iframe ${ref(note)}></iframe>`, container);
    expect(seen).to.deep.equal(['IFRAME', 'IFRAME']);
  });
});
