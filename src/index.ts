/**
 * The package root: classes, types and helpers, with no side effects. Importing it
 * registers nothing; import 'service-widgets/define' (or call defineElements) to register.
 */
export { AspspListElement } from './aspsp-list/aspsp-list-element.js';
export { AuthFlowElement } from './auth-flow/auth-flow-element.js';
export { ConsentElement } from './consent/consent-element.js';
export { WidgetsConfigElement } from './config/widgets-config-element.js';
export { WidgetError, WidgetErrorCode } from './api/widget-error.js';
export { setDefaultOrigin } from './elements/default-origin.js';
export { locales, type Locale } from './i18n/locale.js';
export { intlTag } from './i18n/intl-tag.js';
export { formatAmount } from './i18n/format-amount.js';
export { formatDate } from './i18n/format-date.js';
export { version } from './version.js';
export type * from './events.js';
export type * from './api/types.js';
export type { BackendErrorCode, UnlistedErrorCode } from './api/error-codes.js';
export type { ErrorCode, ReportedErrorCode } from './api/widget-error.js';
