/**
 * The GET /aspsps answer, read straight into bank records one entry at a time
 * (entry-by-entry.ts): the raw entries, auth methods and all, are never alive all at once.
 */
import { parseEntryByEntry } from '../api/entry-by-entry.js';
import { isAspspsResponse } from '../api/validate.js';
import { BankRecordCollector, type BankRecord } from './bank-records.js';

export class BankAnswer {
  constructor(readonly records: readonly BankRecord[]) {}
}

/** For callApi: a list answer becomes a BankAnswer; anything else (an error's body) stays as parsed. */
export function parseBankAnswer(text: string): unknown {
  const collector = new BankRecordCollector();
  const add = (entry: unknown) => collector.add(entry);
  const answer = parseEntryByEntry(text, 'aspsps', add);
  if (!isAspspsResponse(answer)) return answer;
  // Entries the parse could not split off are still in the answer.
  answer.aspsps.forEach(add);
  return new BankAnswer(collector.records);
}

export function isBankAnswer(value: unknown): value is BankAnswer {
  return value instanceof BankAnswer;
}
