/**
 * The floor of the consent's and the auth flow's steps: what the platform allows for the same
 * DOM change with no library at all. The benchmark records the very DOM our widget shows
 * before and after each action (`snapshotStep`: elements, attributes, text, where the focus
 * went) and hands it to the floor's page as its backend's answer; the floor builds the step
 * after with createElement, setAttribute and text nodes, puts it in place of the step before
 * and moves the focus, as our widgets do. Its host is named so that the same rules of widgets.css apply
 * (static-server.ts serves them renamed).
 */

/** An element of a step: its tag, attributes and children (text as strings). */
export interface FloorNode {
  tag: string;
  attributes: [name: string, value: string][];
  children: (FloorNode | string)[];
  /** The element that had the focus once our widget showed the step. */
  focus?: true;
}

export interface FloorStep {
  /** Our step's name, as the benchmark knows it. */
  name: string;
  /** The widget's content before the action, */
  before: FloorNode;
  /** …the step within it that the action replaces… */
  step: string;
  /** …the control in the content that the PSU activates (the first match, or the one with `text`)… */
  click: { selector: string; text?: string };
  /** …and the step shown after it. */
  root: FloorNode;
}

/** The element that hosts a floor step, for each of our widgets: styled as that widget (static-server.ts). */
export const floorHosts = {
  'service-consent': 'floor-consent',
  'service-auth-flow': 'floor-auth-flow',
} as const;

function isFloorNode(value: unknown): value is FloorNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<FloorNode>;
  return typeof node.tag === 'string' && Array.isArray(node.attributes) && Array.isArray(node.children);
}

export function isFloorStep(value: unknown): value is FloorStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Partial<FloorStep>;
  return (
    typeof step.name === 'string' &&
    isFloorNode(step.before) &&
    isFloorNode(step.root) &&
    typeof step.step === 'string' &&
    typeof step.click?.selector === 'string'
  );
}

/** The element `root` describes, and the element among it to focus. */
export function buildFloorNode(root: FloorNode): { element: HTMLElement; focus: HTMLElement | undefined } {
  let focus: HTMLElement | undefined;
  const make = (node: FloorNode): HTMLElement => {
    const element = document.createElement(node.tag);
    for (const [name, value] of node.attributes) element.setAttribute(name, value);
    for (const child of node.children)
      element.append(typeof child === 'string' ? document.createTextNode(child) : make(child));
    if (node.focus) focus = element;
    return element;
  };
  return { element: make(root), focus };
}

/** Shows the step after the action instead of `shown`, and moves the focus to it. */
export function renderFloorStep(step: FloorStep, shown: HTMLElement): void {
  const { element, focus } = buildFloorNode(step.root);
  shown.replaceWith(element);
  focus?.focus();
}

/** The step `selector` shows in our widget, as a tree the floor can build. */
export function snapshotStep(selector: string): FloorNode {
  const root = document.querySelector(selector);
  if (!root) throw new Error(`No ${selector} to record.`);
  const record = (element: Element): FloorNode => {
    const node: FloorNode = {
      tag: element.localName,
      attributes: [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
      children: [],
    };
    for (const child of element.childNodes) {
      if (child instanceof Element) node.children.push(record(child));
      else if (child instanceof Text) node.children.push(child.data);
    }
    if (element === document.activeElement) node.focus = true;
    return node;
  };
  return record(root);
}
