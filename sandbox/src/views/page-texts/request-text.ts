import { intlTag } from 'service-widgets';
import { summarisePayment } from '../../payment/payment-summary.js';
import type { AttemptRecord } from '../../state/records.js';
import type { AmountType } from '../../types/payment.js';
import { PAGE_TEXTS } from './all.js';
import { fill } from './fill.js';
import type { PageLanguage } from '../../types/page-languages.js';

/** What the application asks of the PSU, in one sentence of the PSU's language, dates and amounts as the widgets write them. */
export function requestText(attempt: AttemptRecord, language: PageLanguage): string {
  const texts = PAGE_TEXTS[language];
  const application = attempt.application.name;
  if (attempt.service === 'AIS') {
    const date = formatDate(attempt.access.valid_until.slice(0, 10), language);
    return fill(texts.accountsRequest, { application, date });
  }
  const { total } = summarisePayment(attempt.payment_type, attempt.payment_request);
  return fill(texts.paymentRequest, { application, amount: formatAmount(total, language) });
}

/** A calendar date (YYYY-MM-DD) in words, without shifting it by a time zone; as given when unreadable. */
export function formatDate(value: string, language: PageLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const text = new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    time,
  );
  // French writes the first of the month as an ordinal, as the widgets do: "1er janvier".
  return language === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** An amount in the language's currency format; the plain figures where Intl cannot. */
export function formatAmount(amount: AmountType, language: PageLanguage): string {
  const value = Number(amount.amount);
  if (!Number.isFinite(value)) return `${amount.amount} ${amount.currency}`;
  try {
    return new Intl.NumberFormat(intlTag(language), { style: 'currency', currency: amount.currency }).format(
      value,
    );
  } catch {
    return `${amount.amount} ${amount.currency}`;
  }
}
