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

/** The methods a PSU may pick: hidden ones are selectable only by the application, through the API. */
export function selectableMethods(aspsp: ASPSPData, psuType: PSUType): AuthMethod[] {
  return aspsp.auth_methods.filter((method) => method.psu_type === psuType && !method.hidden_method);
}

export function findMethod(aspsp: ASPSPData, psuType: PSUType, name: string): AuthMethod | undefined {
  return aspsp.auth_methods.find((method) => method.psu_type === psuType && method.name === name);
}
