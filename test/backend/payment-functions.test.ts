/** The pure functions behind payments: checks of a request, the status timeline, transaction ids. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApplicationRegistry } from '../../sandbox/src/applications/application-registry.js';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import { APPLICATIONS } from '../../sandbox/src/data/applications.js';
import { sepaPayment } from '../../sandbox/src/data/payment-types.js';
import { bankReachabilityProblem } from '../../sandbox/src/payment/bank-reachability.js';
import { dayOf, isoDate, parseIsoDate } from '../../sandbox/src/clock/calendar-day.js';
import { executionDateProblem } from '../../sandbox/src/payment/execution-date-rules.js';
import { executionStart, SUBMISSION_WINDOW_MS } from '../../sandbox/src/payment/execution-start.js';
import { offeredValuesProblem } from '../../sandbox/src/payment/offered-values.js';
import { decideSubmission } from '../../sandbox/src/payment/payment-decisions.js';
import { amountLimitProblem, transactionCountProblem } from '../../sandbox/src/payment/payment-limits.js';
import { paymentScenario } from '../../sandbox/src/payment/payment-scenarios.js';
import { paymentState } from '../../sandbox/src/payment/payment-status.js';
import { paymentTimeline, stepAt } from '../../sandbox/src/payment/payment-timeline.js';
import { lineProblem, remittanceProblem } from '../../sandbox/src/payment/remittance-rules.js';
import { requiredFieldProblem } from '../../sandbox/src/payment/required-fields.js';
import { transactionId, transactionIndex } from '../../sandbox/src/payment/transaction-ids.js';
import { untrustedPartyProblem } from '../../sandbox/src/payment/untrusted-parties.js';
import { newPayment } from '../../sandbox/src/attempts/create-payment.js';
import type { PaymentRecord } from '../../sandbox/src/state/records.js';
import type { ResponsePaymentType } from '../../sandbox/src/types/aspsp.js';
import type { CreditTransferTransaction, PaymentRequestResource } from '../../sandbox/src/types/payment.js';

const NOW = Date.parse('2026-11-23T09:00:00Z');
const catalogue = buildCatalogue({ large: false });
const context = { applications: new ApplicationRegistry(APPLICATIONS), catalogue, now: NOW };
const LABEL = 'Test Bank (FI) SEPA payments of personal PSUs';

function transaction(fields: Partial<CreditTransferTransaction> = {}): CreditTransferTransaction {
  return {
    instructed_amount: { currency: 'EUR', amount: '25.00' },
    beneficiary: {
      creditor: { name: 'Demo Shop Oy' },
      creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
    },
    ...fields,
  };
}

function request(...amounts: string[]): PaymentRequestResource {
  return {
    credit_transfer_transaction: amounts.map((amount) =>
      transaction({ instructed_amount: { currency: 'EUR', amount } }),
    ),
  };
}

/** A payment at OP (or Nordea business when deferred), as POST /payments creates it at NOW. */
function payment(amount = '25.00', options: { deferred?: boolean; date?: string } = {}): PaymentRecord {
  const first = transaction({
    instructed_amount: { currency: 'EUR', amount },
    requested_execution_date: options.date,
  });
  return newPayment(
    {
      aspsp: options.deferred ? { name: 'Nordea', country: 'FI' } : { name: 'OP', country: 'FI' },
      psu_type: options.deferred ? 'business' : 'personal',
      payment_request: { credit_transfer_transaction: [first] },
      defer_submission: options.deferred,
    },
    context,
  );
}

const authorised = (record: PaymentRecord, at = NOW): PaymentRecord => ({
  ...record,
  phase: { type: 'done' },
  authorised_at: at,
});

describe('payment functions', () => {
  it('paymentState: RCVD, then ACTC → ACSP → ACSC from the authorisation; final only at the end', () => {
    const created = payment();
    assert.deepEqual(paymentState(created, NOW + 60_000), { status: 'RCVD', final_status: false });
    const done = authorised(created, NOW + 60_000);
    const at = (ms: number) => paymentState(done, NOW + 60_000 + ms);
    assert.deepEqual(at(0), { status: 'ACTC', final_status: false });
    assert.deepEqual(at(1_999), { status: 'ACTC', final_status: false });
    assert.deepEqual(at(2_000), { status: 'ACSP', final_status: false });
    assert.deepEqual(at(5_999), { status: 'ACSP', final_status: false });
    assert.deepEqual(at(6_000), { status: 'ACSC', final_status: true });
    assert.deepEqual(at(365 * 24 * 3600_000), { status: 'ACSC', final_status: true });
    const instant = { ...done, payment_type: 'INST_SEPA' as const };
    assert.deepEqual(paymentState(instant, NOW + 60_000 + 2_000), { status: 'ACCC', final_status: true });
    const cancelled: PaymentRecord = {
      ...created,
      phase: { type: 'failed', error: 'access_denied', error_description: 'The user cancelled.' },
    };
    assert.deepEqual(paymentState(cancelled, NOW), {
      status: 'CNCL',
      final_status: true,
      status_reason_information: {
        status_reason_code: 'access_denied',
        status_reason_description: 'The user cancelled.',
      },
    });
    assert.equal(paymentState(created, created.expires_at).status, 'RJCT', 'not authorised in time');
    assert.equal(paymentState(created, created.expires_at - 1).status, 'RCVD');
  });

  it('paymentState: the scripted totals and a deferred payment', () => {
    const rejected = authorised(payment('400.04'));
    assert.equal(paymentState(rejected, NOW + 2_999).status, 'ACTC');
    assert.deepEqual(
      paymentState(rejected, NOW + 3_000).status_reason_information?.status_reason_code,
      'AM04',
    );
    assert.equal(paymentState(rejected, NOW + 3_000).final_status, true);
    const byBank = authorised(payment('500.05'));
    assert.deepEqual(
      [paymentState(byBank, NOW + 3_000).status, paymentState(byBank, NOW + 3_000).final_status],
      ['CNCL', true],
    );
    const unreachable = authorised(payment('404.04'));
    assert.deepEqual(paymentState(unreachable, NOW + 59_999), { status: 'ACTC', final_status: false });
    assert.deepEqual(paymentState(unreachable, NOW + 60_000), { status: 'ACSC', final_status: true });

    const waiting = authorised(payment('25.00', { deferred: true }));
    assert.equal(waiting.defer_submission, true);
    assert.deepEqual(paymentState(waiting, NOW + SUBMISSION_WINDOW_MS - 1), {
      status: 'ACCP',
      final_status: false,
    });
    const lapsed = paymentState(waiting, NOW + SUBMISSION_WINDOW_MS);
    assert.deepEqual([lapsed.status, lapsed.final_status], ['RJCT', true]);
    assert.equal(lapsed.status_reason_information?.status_reason_code, 'DS24');
    const submitted = { ...waiting, submitted_at: NOW + 1_000 };
    assert.deepEqual(paymentState(submitted, NOW + SUBMISSION_WINDOW_MS), {
      status: 'ACSC',
      final_status: true,
    });
    assert.deepEqual(paymentState(submitted, NOW + 1_000 + 2_000), { status: 'ACSP', final_status: false });
  });

  it('executionStart: authorisation or submission, not before the requested date', () => {
    const created = payment('25.00', { date: '2026-11-25' });
    assert.equal(executionStart(created), undefined, 'not authorised');
    assert.equal(executionStart(authorised(created)), Date.parse('2026-11-25T00:00:00Z'));
    assert.equal(executionStart(authorised(payment())), NOW);
    const deferred = authorised(payment('25.00', { deferred: true }));
    assert.equal(executionStart(deferred), undefined, 'waits for the submission');
    assert.equal(executionStart({ ...deferred, submitted_at: NOW + 5 }), NOW + 5);
  });

  it('stepAt and the timelines', () => {
    const timeline = paymentTimeline('SEPA', 'settles');
    assert.deepEqual(
      [0, 1_999, 2_000, 6_000].map((elapsed) => stepAt(timeline, elapsed).status),
      ['ACTC', 'ACTC', 'ACSP', 'ACSC'],
    );
    assert.equal(stepAt(timeline, -5).status, 'ACTC', 'the first step before the start');
    assert.equal(paymentTimeline('INST_SEPA', 'settles').at(-1)?.status, 'ACCC');
    assert.equal(paymentTimeline('INST_SEPA', 'rejected').at(-1)?.status, 'RJCT');
  });

  it('paymentScenario by the exact total, and bankReachabilityProblem for a minute', () => {
    assert.equal(paymentScenario(request('400.04')), 'rejected');
    assert.equal(paymentScenario(request('200.02', '200.02')), 'rejected', 'the total of a bulk payment');
    assert.equal(paymentScenario(request('400.4')), 'settles');
    assert.equal(paymentScenario(request('500.05')), 'cancelled_by_bank');
    assert.equal(paymentScenario(request('404.04')), 'unreachable');
    const unreachable = authorised(payment('404.04'));
    assert.equal(bankReachabilityProblem(payment('404.04'), NOW), undefined, 'not at the bank yet');
    assert.equal(bankReachabilityProblem(unreachable, NOW)?.error, 'ASPSP_PAYMENT_NOT_ACCESSIBLE');
    assert.equal(bankReachabilityProblem(unreachable, NOW + 59_999)?.error, 'ASPSP_PAYMENT_NOT_ACCESSIBLE');
    assert.equal(bankReachabilityProblem(unreachable, NOW + 60_000), undefined);
    assert.equal(bankReachabilityProblem(authorised(payment()), NOW), undefined);
  });

  it('decideSubmission: INVALID_PAYMENT for a payment that can never be submitted', () => {
    const deferred = payment('25.00', { deferred: true });
    const type = deferred.aspsp.payments?.find((candidate) => candidate.psu_type === 'business');
    const error = (record: PaymentRecord, now: number) => {
      const decision = decideSubmission(record, type, now);
      return decision.accepted ? 'accepted' : decision.error;
    };
    assert.equal(error(deferred, NOW), 'PAYMENT_NOT_AUTHORIZED');
    assert.equal(error(deferred, deferred.expires_at), 'INVALID_PAYMENT', 'expired');
    const failed: PaymentRecord = {
      ...deferred,
      phase: { type: 'failed', error: 'access_denied', error_description: 'No.' },
    };
    assert.equal(error(failed, NOW), 'INVALID_PAYMENT', 'cancelled');
    const done = authorised(deferred);
    assert.equal(error(done, NOW + SUBMISSION_WINDOW_MS - 1), 'accepted');
    assert.equal(error(done, NOW + SUBMISSION_WINDOW_MS), 'INVALID_PAYMENT', 'too late');
    assert.equal(error({ ...done, submitted_at: NOW }, NOW + SUBMISSION_WINDOW_MS), 'accepted', 'again');
  });

  it('lineProblem and remittanceProblem', () => {
    const rule = { min_length: 2, max_length: 5, pattern: '[A-Z]+' };
    assert.equal(lineProblem('ABC', rule), undefined);
    assert.match(lineProblem('A', rule) ?? '', /fewer than the min_length 2/);
    assert.match(lineProblem('ABCDEF', rule) ?? '', /more than the max_length 5/);
    assert.match(lineProblem('AbC', rule) ?? '', /does not match the pattern/, 'the whole line must match');
    assert.equal(lineProblem('ÅÄÖ', { min_length: 3, max_length: 3 }), undefined, 'characters, not bytes');
    const type = { ...sepaPayment('personal'), remittance_information_required: true };
    const problem = (lines?: string[]) =>
      remittanceProblem(transaction({ remittance_information: lines }), 'tx', type, LABEL)?.message;
    assert.match(problem() ?? '', /tx\.remittance_information is required/);
    assert.match(problem(['  ']) ?? '', /is required/, 'a blank line is none');
    assert.match(problem(['a', 'b']) ?? '', /has 2 lines: .* at most 1/);
    assert.equal(problem(['Order 1']), undefined);
    const open = { ...type, remittance_information_required: false, remittance_information_lines: undefined };
    assert.equal(
      remittanceProblem(transaction({ remittance_information: ['a', 'b'] }), 'tx', open, LABEL),
      undefined,
    );
  });

  it('executionDateProblem and the calendar helpers', () => {
    const type = sepaPayment('personal');
    const problem = (date: string, paymentType: ResponsePaymentType = type) =>
      executionDateProblem(transaction({ requested_execution_date: date }), 'tx', paymentType, LABEL, NOW)
        ?.message;
    assert.equal(isoDate(dayOf(NOW)), '2026-11-23');
    assert.equal(isoDate((parseIsoDate('2026-11-23') ?? 0) + 365), '2027-11-23');
    assert.equal(problem('2026-11-23'), undefined);
    assert.match(problem('2026-11-22') ?? '', /in the past/);
    assert.equal(problem('2027-11-23'), undefined);
    assert.match(problem('2027-11-24') ?? '', /too far ahead/);
    assert.match(problem('2026-11-23', sepaPayment('personal', { instant: true })) ?? '', /not supported/);
    assert.notEqual(parseIsoDate('2028-02-29'), undefined);
    assert.equal(parseIsoDate('2026-02-29'), undefined);
    assert.equal(parseIsoDate('2026-13-01'), undefined);
    assert.equal(parseIsoDate('26-01-01'), undefined);
  });

  it('requiredFieldProblem: each flag alone', () => {
    const none: ResponsePaymentType = {
      payment_type: 'SEPA',
      psu_type: 'personal',
      currencies: ['EUR'],
      max_transactions: 1,
    };
    const bare: PaymentRequestResource = {
      credit_transfer_transaction: [
        {
          instructed_amount: { currency: 'EUR', amount: '1.00' },
          beneficiary: { creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' } },
        },
      ],
    };
    assert.equal(requiredFieldProblem(bare, none, LABEL), undefined, 'no flag, nothing required');
    const flags: [keyof ResponsePaymentType, string][] = [
      ['creditor_name_required', 'beneficiary.creditor.name'],
      ['creditor_country_required', 'beneficiary.creditor.postal_address.country'],
      ['creditor_postal_address_required', 'beneficiary.creditor.postal_address'],
      ['creditor_agent_bic_fi_required', 'beneficiary.creditor_agent.bic_fi'],
      ['creditor_agent_clearing_system_member_id_required', 'clearing_system_member_id.member_id'],
      ['regulatory_reporting_code_required', 'regulatory_reporting[].details.code'],
      ['debtor_account_required', 'payment_request.debtor_account'],
      ['debtor_contact_email_required', 'debtor.contact_details.email_address'],
      ['debtor_contact_phone_required', 'debtor.contact_details.phone_number'],
      ['debtor_currency_required', 'payment_request.debtor_currency'],
    ];
    for (const [flag, field] of flags) {
      const problem = requiredFieldProblem(bare, { ...none, [flag]: true }, LABEL);
      assert.equal(problem?.error, 'WRONG_REQUEST_PARAMETERS', flag);
      assert.ok(problem.message.includes(field) && problem.message.includes(flag), problem.message);
    }
    const complete: PaymentRequestResource = {
      debtor_account: { identification: 'FI1410093000123458', scheme_name: 'IBAN' },
      debtor: { contact_details: { email_address: 'a@example.com', phone_number: '+358401234567' } },
      debtor_currency: 'EUR',
      credit_transfer_transaction: [
        {
          ...bare.credit_transfer_transaction[0],
          instructed_amount: { currency: 'EUR', amount: '1.00' },
          beneficiary: {
            creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
            creditor: { name: 'A', postal_address: { country: 'FI', address_line: ['Street 1'] } },
            creditor_agent: { bic_fi: 'OKOYFIHH', clearing_system_member_id: { member_id: '123' } },
          },
          regulatory_reporting: [{ details: { code: '14' } }],
        },
      ],
    };
    const all = Object.fromEntries(flags.map(([flag]) => [flag, true]));
    assert.equal(requiredFieldProblem(complete, { ...none, ...all }, LABEL), undefined);
  });

  it('offeredValuesProblem, limits and the untrusted account', () => {
    const type = sepaPayment('personal');
    const problem = (value: PaymentRequestResource) => offeredValuesProblem(value, type, LABEL)?.message;
    assert.equal(problem(request('1.00')), undefined);
    assert.match(problem(request('1.005')) ?? '', /not a positive decimal/);
    const mixed = request('1.00', '2.00');
    const second = mixed.credit_transfer_transaction[1];
    assert.ok(second);
    second.instructed_amount.currency = 'SEK';
    assert.match(problem(mixed) ?? '', /currency SEK is not offered/);
    assert.match(
      offeredValuesProblem(mixed, { ...type, currencies: ['EUR', 'SEK'] }, LABEL)?.message ?? '',
      /differs from the first instruction's EUR/,
    );
    assert.match(problem({ ...request('1.00'), charge_bearer: 'CRED' }) ?? '', /charge_bearer CRED/);
    assert.equal(
      offeredValuesProblem(
        { ...request('1.00'), charge_bearer: 'CRED' },
        { ...type, charge_bearer_values: undefined },
        LABEL,
      ),
      undefined,
    );

    assert.equal(
      transactionCountProblem(request('1', '2'), { ...type, max_transactions: 2 }, LABEL),
      undefined,
    );
    assert.equal(transactionCountProblem(request('1', '2'), type, LABEL)?.error, 'PAYMENT_LIMIT_EXCEEDED');
    assert.equal(amountLimitProblem(request('10000.00')), undefined);
    assert.equal(amountLimitProblem(request('10000.01'))?.error, 'PAYMENT_LIMIT_EXCEEDED');
    assert.equal(amountLimitProblem(request('10000', '10000', '10000', '10000', '10000')), undefined);
    assert.match(
      amountLimitProblem(request('10000', '10000', '10000', '10000', '10000', '0.01'))?.message ?? '',
      /total 50000\.01/,
    );

    const toUntrusted = request('1.00');
    const first = toUntrusted.credit_transfer_transaction[0];
    assert.ok(first);
    first.beneficiary.creditor_account.identification = 'fi75 6660 0000 0006 66';
    assert.equal(
      untrustedPartyProblem(toUntrusted)?.error,
      'UNTRUSTED_PAYMENT_PARTY',
      'spaces and case do not hide it',
    );
    assert.equal(untrustedPartyProblem(request('1.00')), undefined);
  });

  it('transaction ids: stable, distinct per instruction and payment, found back by index', () => {
    const a = '9b2f1c4e-1111-4a4a-8b8b-000000000001';
    const b = '9b2f1c4e-1111-4a4a-8b8b-000000000002';
    assert.equal(transactionId(a, 0), transactionId(a, 0));
    assert.match(transactionId(a, 0), /^[0-9A-F]{24}$/);
    assert.equal(new Set([transactionId(a, 0), transactionId(a, 1), transactionId(b, 0)]).size, 3);
    assert.equal(transactionIndex(a, 3, transactionId(a, 2)), 2);
    assert.equal(transactionIndex(a, 3, transactionId(b, 2)), -1, "another payment's id");
    assert.equal(transactionIndex(a, 2, transactionId(a, 2)), -1, 'beyond the count');
  });
});
