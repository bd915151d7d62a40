/**
 * Geometry checks of a rendered widget, in CSS pixels, as the WCAG success criteria state
 * them: target size (2.5.8), no overflow, text not collapsed or clipped. Each returns a list
 * of readable problems, so an assertion shows what is wrong and where.
 */
import { describeElement } from './dom.js';

/** The computed style in the element's own window (it may be in a frame). */
function styleOf(element: Element): CSSStyleDeclaration {
  return (element.ownerDocument.defaultView ?? window).getComputedStyle(element);
}

/** What a pointer can hit: controls, links, options and disclosure summaries. */
const interactiveSelector = 'button, input, select, textarea, a[href], [role=option], summary';

/** Visible on screen: not hidden, not display none, not in a closed disclosure, not the 1 px visually-hidden pattern. */
export function isRendered(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 1 || rect.height <= 1) return false;
  const style = styleOf(element);
  const details = element.closest('details');
  // A closed disclosure's content is laid out in some browsers, but not shown.
  if (details && !details.open && !element.closest('summary')) return false;
  return style.visibility !== 'hidden' && !element.closest('[hidden], .service-visually-hidden');
}

export function interactiveElements(root: Element): Element[] {
  return [...root.querySelectorAll(interactiveSelector)].filter(isRendered);
}

/** A link inside a sentence: WCAG 2.5.8's inline exception (its size follows the line-height). */
function isInlineInSentence(element: Element): boolean {
  if (element.tagName !== 'A') return false;
  const parentText = (element.parentElement?.textContent ?? '').trim();
  return parentText.length > (element.textContent ?? '').trim().length;
}

function circleMeetsRect(cx: number, cy: number, radius: number, rect: DOMRect): boolean {
  const nearestX = Math.max(rect.left, Math.min(cx, rect.right));
  const nearestY = Math.max(rect.top, Math.min(cy, rect.bottom));
  return (cx - nearestX) ** 2 + (cy - nearestY) ** 2 < radius ** 2;
}

/**
 * WCAG 2.5.8 Target Size (Minimum): at least 24 × 24, or an undersized target whose 24 px
 * circle meets neither another target nor another undersized target's circle.
 */
export function targetSizeProblems(root: Element): string[] {
  const minimum = 24;
  // Half a pixel of rounding: 23.5 px renders as 24 device pixels at most zoom levels.
  const tolerance = 0.5;
  const targets = interactiveElements(root)
    .filter((element) => !isInlineInSentence(element))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }));
  const undersized = targets.filter(
    ({ rect }) => rect.width + tolerance < minimum || rect.height + tolerance < minimum,
  );
  const problems: string[] = [];
  for (const small of undersized) {
    const cx = small.rect.left + small.rect.width / 2;
    const cy = small.rect.top + small.rect.height / 2;
    const crowding = targets.find(
      (other) =>
        other !== small &&
        !other.element.contains(small.element) &&
        !small.element.contains(other.element) &&
        (circleMeetsRect(cx, cy, minimum / 2, other.rect) ||
          (undersized.includes(other) &&
            Math.hypot(
              cx - (other.rect.left + other.rect.width / 2),
              cy - (other.rect.top + other.rect.height / 2),
            ) < minimum)),
    );
    if (crowding) {
      const size = `${small.rect.width.toFixed(1)}×${small.rect.height.toFixed(1)}`;
      problems.push(
        `${describeElement(small.element)} is ${size} px, too close to ${describeElement(crowding.element)}`,
      );
    }
  }
  return problems;
}

/** Every rendered descendant stays inside the widget's box, and the widget does not scroll sideways. */
export function overflowProblems(widget: Element): string[] {
  const box = widget.getBoundingClientRect();
  const problems: string[] = [];
  if (widget.scrollWidth > widget.clientWidth + 1) {
    problems.push(`the widget scrolls sideways: ${widget.scrollWidth} > ${widget.clientWidth}`);
  }
  for (const element of widget.querySelectorAll('*')) {
    if (!isRendered(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.left < box.left - 1 || rect.right > box.right + 1) {
      problems.push(
        `${describeElement(element)} spans ${rect.left.toFixed(0)}–${rect.right.toFixed(0)}, outside ${box.left.toFixed(0)}–${box.right.toFixed(0)}`,
      );
    }
  }
  return problems;
}

function ownText(element: Element): string {
  return [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/**
 * Text is readable: an element with text of its own is at least as tall as most of its font
 * size, and nothing with hidden overflow holds more than it shows (text cut off).
 */
export function textProblems(widget: Element): string[] {
  const problems: string[] = [];
  for (const element of [widget, ...widget.querySelectorAll('*')]) {
    if (!isRendered(element)) continue;
    const style = styleOf(element);
    const fontSize = parseFloat(style.fontSize);
    const rect = element.getBoundingClientRect();
    if (ownText(element) && rect.height < fontSize * 0.8) {
      problems.push(`${describeElement(element)}: ${rect.height.toFixed(1)} px tall for ${fontSize} px text`);
    }
    const clips = [style.overflowX, style.overflowY].some((value) => value !== 'visible');
    // Inputs scroll their own text, which the PSU can always reach.
    if (clips && !['INPUT', 'TEXTAREA'].includes(element.tagName)) {
      if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${describeElement(element)} cuts its content: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
      }
    }
  }
  return problems;
}

/** A focus indicator: an outline of some width and a colour, or a box-shadow. */
export function hasFocusIndicator(element: Element): boolean {
  const style = styleOf(element);
  const outline =
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= 1 &&
    style.outlineColor !== 'transparent' &&
    style.outlineColor !== 'rgba(0, 0, 0, 0)';
  return outline || style.boxShadow !== 'none';
}

/** Buttons and inputs keep an edge a PSU can see them by (WCAG 1.4.11): a border of at least 1 px. */
export function edgeProblems(root: Element): string[] {
  return [...root.querySelectorAll('button, input')]
    .filter(isRendered)
    .filter((element) => {
      const style = styleOf(element);
      return ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) < 1,
      );
    })
    .map((element) => `${describeElement(element)} has no border on some side`);
}

/**
 * What a page's framework must not take from the widget's look (styles/guards.css): the primary
 * button's fill, the lines of cards, chevrons and button-like links, the lists' alignment with
 * the search box, and the logos' square.
 */
export function lookProblems(root: Element): string[] {
  const problems: string[] = [];
  const all = (selector: string) => [...root.querySelectorAll(selector)].filter(isRendered);
  const px = (element: Element, property: string) => parseFloat(styleOf(element).getPropertyValue(property));
  for (const element of all('.service-primary')) {
    const { backgroundColor, color } = styleOf(element);
    if (backgroundColor === 'rgba(0, 0, 0, 0)' || backgroundColor === color) {
      problems.push(`${describeElement(element)}: text ${color} on ${backgroundColor}`);
    }
  }
  for (const element of all('.service-aspsp-card, a.service-button')) {
    if (px(element, 'border-top-width') < 1) problems.push(`${describeElement(element)} has no border`);
  }
  for (const element of all('.service-aspsp-chevron')) {
    if (px(element, 'border-bottom-width') < 2) problems.push(`${describeElement(element)} is not drawn`);
  }
  for (const element of all('.service-aspsp-grid, .service-methods')) {
    const indent = px(element, 'padding-left') + px(element, 'padding-right');
    if (indent > 0) problems.push(`${describeElement(element)} is indented by ${indent} px`);
  }
  // Sized against the widget's text, not the page's root (`html { font-size: 62.5% }` would shrink it).
  const textSize = px(root, 'font-size');
  for (const element of all('*')) {
    if (ownText(element) && px(element, 'font-size') < textSize * 0.7) {
      problems.push(`${describeElement(element)}: ${px(element, 'font-size')} px text beside ${textSize} px`);
    }
  }
  for (const element of all('.service-aspsp-logo')) {
    const { width, height } = element.getBoundingClientRect();
    if (Math.abs(width - height) > 0.5)
      problems.push(`${describeElement(element)} is ${width} × ${height} px`);
  }
  return problems;
}
