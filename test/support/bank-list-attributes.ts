/** The attributes of the usual bank list in the tests: Finnish personal AIS banks, sandbox, English. */
export function finnishBankList(origin: string) {
  return { country: 'FI', 'psu-type': 'personal', service: 'AIS', origin, sandbox: true, locale: 'en' };
}
