import { ApiError } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import type { JsonApiRequest } from './json-api-request.js';

// Placeholders until the account data lands: each answers 404 like an unknown endpoint did.
function notYet(path: string): never {
  throw new ApiError(404, `There is no endpoint /api/v1${path} yet.`);
}

export function getAccountDetails(_context: BackendContext, _request: JsonApiRequest, id: string): ApiReply {
  return notYet(`/accounts/${id}/details`);
}

export function getBalances(_context: BackendContext, _request: JsonApiRequest, id: string): ApiReply {
  return notYet(`/accounts/${id}/balances`);
}

export function getTransactions(_context: BackendContext, _request: JsonApiRequest, id: string): ApiReply {
  return notYet(`/accounts/${id}/transactions`);
}

export function getTransaction(
  _context: BackendContext,
  _request: JsonApiRequest,
  id: string,
  transactionId: string,
): ApiReply {
  return notYet(`/accounts/${id}/transactions/${transactionId}`);
}
