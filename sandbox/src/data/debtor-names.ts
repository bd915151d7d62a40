/**
 * Sandbox banks that report the account a payment was made from but not its holder's name
 * (the specification: "debtor name and account number (where the ASPSP provides them)"), so
 * that an application meets both answers. Keys are `country:name`.
 */
const WITHOUT_DEBTOR_NAME: ReadonlySet<string> = new Set(['FI:Danske Bank', 'SE:Handelsbanken']);

export function reportsDebtorName(aspsp: { name: string; country: string }): boolean {
  return !WITHOUT_DEBTOR_NAME.has(`${aspsp.country}:${aspsp.name}`);
}
