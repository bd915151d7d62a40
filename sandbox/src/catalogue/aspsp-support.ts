import type { ASPSPData, AuthMethod, PSUType, ResponsePaymentType, Service } from '../types/aspsp.js';
import type { PaymentType } from '../types/payment.js';

/** AIS is always offered for a supported PSU type; PIS only where the ASPSP lists payment types for it. */
export function supportsService(aspsp: ASPSPData, psuType: PSUType, service: Service): boolean {
  if (!aspsp.psu_types.includes(psuType)) return false;
  if (service === 'AIS') return true;
  return (aspsp.payments ?? []).some((payment) => payment.psu_type === psuType);
}

export function findPaymentType(
  aspsp: ASPSPData,
  psuType: PSUType,
  paymentType: PaymentType,
): ResponsePaymentType | undefined {
  return aspsp.payments?.find(
    (payment) => payment.psu_type === psuType && payment.payment_type === paymentType,
  );
}

/** What the methods of an attempt depend on: a payment's come from its payment type too. */
export interface MethodScope {
  aspsp: ASPSPData;
  psu_type: PSUType;
  /** Set for a payment: only the type's allowed_auth_methods may authorise it. */
  payment_type?: PaymentType;
}

/** The methods of the ASPSP for the PSU type; for a payment, only its payment type's allowed_auth_methods. */
export function usableMethods(scope: MethodScope): AuthMethod[] {
  const allowed =
    scope.payment_type === undefined
      ? undefined
      : findPaymentType(scope.aspsp, scope.psu_type, scope.payment_type)?.allowed_auth_methods;
  return scope.aspsp.auth_methods.filter(
    (method) =>
      method.psu_type === scope.psu_type && (allowed === undefined || allowed.includes(method.name)),
  );
}

/** The methods a PSU may pick: hidden ones are selectable only by the application, through the API. */
export function selectableMethods(scope: MethodScope): AuthMethod[] {
  return usableMethods(scope).filter((method) => !method.hidden_method);
}

export function findMethod(scope: MethodScope, name: string): AuthMethod | undefined {
  return usableMethods(scope).find((method) => method.name === name);
}
