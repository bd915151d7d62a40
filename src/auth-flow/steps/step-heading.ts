import { html } from 'lit';

/**
 * Every step starts with this heading; the element moves focus to it on each step change,
 * so a screen reader announces the new step (tabindex -1: focusable by script only).
 */
export const stepHeading = (text: string) =>
  html`<h2 class="service-step-heading" tabindex="-1">${text}</h2>`;
