/** One ASPSP of a GET /aspsps answer, as the backend sends it: a French personal bank unless `extra` says otherwise. */
export function aspspEntry(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    country: 'FR',
    logo: 'https://x.test/logo.svg',
    psu_types: ['personal'],
    auth_methods: [],
    maximum_consent_validity: 90,
    beta: false,
    ...extra,
  };
}
