import { formatAmount, formatDate, intlTag } from 'service-widgets';
import { summarisePayment } from '../../payment/payment-summary.js';
import type { AttemptRecord } from '../../state/records.js';
import { PAGE_TEXTS } from './all.js';
import { fill } from './fill.js';
import type { PageLanguage } from '../../types/page-languages.js';

/** What the application asks of the PSU, in one sentence of the PSU's language, dates and amounts written by the widgets' own functions. */
export function requestText(attempt: AttemptRecord, language: PageLanguage): string {
  const texts = PAGE_TEXTS[language];
  const application = attempt.application.name;
  if (attempt.service === 'AIS') {
    const date = formatDate(attempt.access.valid_until.slice(0, 10), intlTag(language));
    return fill(texts.accountsRequest, { application, date });
  }
  const { total } = summarisePayment(attempt.payment_type, attempt.payment_request);
  return fill(texts.paymentRequest, { application, amount: formatAmount(total, intlTag(language)) });
}
