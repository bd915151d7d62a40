/**
 * A merchant's page of its own in an iframe: its viewport is the frame's width in every
 * browser (web-test-runner can resize the window only in Chromium and Firefox), and its
 * `dir` and stylesheets are its own. The widgets are registered in it from the sources.
 */
import { waitUntil } from '@open-wc/testing';
import { backendWait } from './backend.js';

export interface FramePageOptions {
  /** The viewport width in CSS pixels. */
  width: number;
  height?: number;
  dir?: 'ltr' | 'rtl';
  /** CSS text added to the page after widgets.css. */
  css?: string;
}

export interface FrameWidget<E extends HTMLElement> {
  element: E;
  of(type: string): CustomEvent[];
  until(type: string): Promise<void>;
}

export interface FramePage {
  document: Document;
  mount<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string | boolean>,
  ): FrameWidget<HTMLElementTagNameMap[K]>;
  /** What a page is asked about reflow: it scrolls sideways when this is above 0. */
  horizontalOverflow(): number;
}

/** The merchant page, served by the test runner with the widgets registered from the sources. */
export const FRAME_PAGE_PATH = '/test/support/frame-page.html';

const frames: HTMLIFrameElement[] = [];

export async function openFramePage(options: FramePageOptions): Promise<FramePage> {
  const frame = document.createElement('iframe');
  frame.width = String(options.width);
  frame.height = String(options.height ?? 640);
  frame.title = 'merchant page';
  frames.push(frame);
  await new Promise<void>((resolve, reject) => {
    frame.onload = () => resolve();
    frame.onerror = () => reject(new Error('the frame page did not load'));
    frame.src = FRAME_PAGE_PATH;
    document.body.append(frame);
  });
  return framePageIn(frame.contentWindow as Window, options);
}

/** The frame page in that window (of this page's origin, wherever it is framed), once its widgets are defined. */
export async function framePageIn(
  window: Window,
  options: Omit<FramePageOptions, 'width' | 'height'> = {},
): Promise<FramePage> {
  const view = window as Window & typeof globalThis;
  await waitUntil(
    () => view.customElements.get('service-auth-flow'),
    'the widgets are not defined',
    backendWait,
  );
  const doc = view.document;
  doc.documentElement.dir = options.dir ?? 'ltr';
  if (options.css) {
    const style = doc.createElement('style');
    style.textContent = options.css;
    doc.head.append(style);
  }
  return {
    document: doc,
    mount(tag, attributes) {
      const element = doc.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) {
        if (value === true) element.setAttribute(name, '');
        else if (typeof value === 'string') element.setAttribute(name, value);
      }
      const events: CustomEvent[] = [];
      for (const type of ['ready', 'error', 'step']) {
        element.addEventListener(type, (event) => events.push(event as CustomEvent));
      }
      const container = doc.createElement('main');
      container.append(element);
      doc.body.append(container);
      const of = (type: string) => events.filter((event) => event.type === type);
      return {
        element,
        of,
        until: (type) => waitUntil(() => of(type).length > 0, `no ${type} event`, { timeout: 8000 }),
      };
    },
    horizontalOverflow: () => doc.documentElement.scrollWidth - doc.documentElement.clientWidth,
  };
}

afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});
