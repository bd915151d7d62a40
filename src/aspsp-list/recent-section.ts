/**
 * "Recently used": the remembered banks as a listbox of their own, named by its visible
 * title, with the control that forgets them after it. The options are rendered by the list,
 * which also handles their keys and clicks, so they behave as every other card.
 */
import { html, type TemplateResult } from 'lit';
import { ref, type Ref } from '../elements/element-ref.js';
import type { Localization } from '../i18n/localization.js';

export interface RecentSection {
  readonly id: string;
  readonly listbox: Ref<HTMLElement>;
  readonly i18n: Localization;
  readonly options: readonly TemplateResult[];
  readonly onKeydown: (event: KeyboardEvent) => void;
  readonly onClick: (event: MouseEvent) => void;
  readonly onForget: () => void;
}

export function renderRecentSection(section: RecentSection): TemplateResult {
  const title = `${section.id}-title`;
  return html`<div class="service-aspsp-recent">
    <p id=${title} class="service-aspsp-section-title">${section.i18n.t('aspspRecentTitle')}</p>
    <ul
      ${ref(section.listbox)}
      id=${section.id}
      class="service-aspsp-grid"
      role="listbox"
      aria-labelledby=${title}
      @keydown=${section.onKeydown}
      @click=${section.onClick}
    >
      ${section.options}
    </ul>
    <button type="button" class="service-aspsp-forget" @click=${section.onForget}>
      ${section.i18n.t('aspspForgetRecent')}
    </button>
  </div>`;
}
