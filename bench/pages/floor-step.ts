/**
 * The floor of the consent's and the auth flow's steps: what the platform allows for the same
 * DOM change with no library at all. An action's answer (a JSON step description) replaces
 * the step shown with a heading, paragraphs, fields and buttons built by hand, and moves the
 * focus to it, as our widgets do. No validation beyond the shape, no localisation.
 */
export interface FloorStep {
  /** The step's name, set as data-step (the benchmark waits for it). */
  name: string;
  /** A heading that takes the focus; without one, the first paragraph does (a status). */
  heading?: string;
  paragraphs: string[];
  fields: { label: string; secret: boolean }[];
  buttons: string[];
}

export function isFloorStep(value: unknown): value is FloorStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Partial<FloorStep>;
  return (
    typeof step.name === 'string' &&
    Array.isArray(step.paragraphs) &&
    Array.isArray(step.fields) &&
    Array.isArray(step.buttons)
  );
}

export function renderFloorStep(step: FloorStep, host: HTMLElement): void {
  const section = document.createElement('section');
  section.dataset.step = step.name;
  let focusTarget: HTMLElement | undefined;
  if (step.heading !== undefined) {
    const heading = document.createElement('h2');
    heading.textContent = step.heading;
    heading.tabIndex = -1;
    section.append(heading);
    focusTarget = heading;
  }
  for (const [index, text] of step.paragraphs.entries()) {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    if (index === 0 && focusTarget === undefined) {
      paragraph.setAttribute('role', 'status');
      paragraph.tabIndex = -1;
      focusTarget = paragraph;
    }
    section.append(paragraph);
  }
  if (step.fields.length > 0) {
    const form = document.createElement('form');
    for (const [index, field] of step.fields.entries()) {
      const label = document.createElement('label');
      label.htmlFor = `floor-field-${index}`;
      label.textContent = field.label;
      const input = document.createElement('input');
      input.id = label.htmlFor;
      input.type = field.secret ? 'password' : 'text';
      input.autocomplete = 'off';
      form.append(label, input);
    }
    section.append(form);
  }
  const list = document.createElement('ul');
  for (const text of step.buttons) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    item.append(button);
    list.append(item);
  }
  if (step.buttons.length > 0) section.append(list);
  host.replaceChildren(section);
  focusTarget?.focus();
}
