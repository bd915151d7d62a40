/** The behaviour the three widgets share, run for each (see test/support/widget-suite.ts). */
import { backend } from '../support/backend.js';
import { finnishBankList } from '../support/bank-list-attributes.js';
import '../support/navigation-hooks.js';
import { runWidgetSuite } from '../support/widget-suite.js';

const authorisationAt = async (name: string) =>
  (await backend.createAuthorization({ aspsp: { name, country: 'FI' } })).authorization_id;

runWidgetSuite({
  tag: 'service-aspsp-list',
  validAttributes: async (origin) => finnishBankList(origin),
  setupErrors: [
    {
      name: 'a missing country',
      change: { country: undefined },
      error: 'MISSING_ATTRIBUTE',
      attribute: 'country',
    },
    {
      name: 'a country that is not two letters',
      change: { country: 'FIN' },
      error: 'INVALID_ATTRIBUTE',
      attribute: 'country',
    },
    {
      name: 'a missing psu-type',
      change: { 'psu-type': undefined },
      error: 'MISSING_ATTRIBUTE',
      attribute: 'psu-type',
    },
    {
      name: 'an unknown psu-type',
      change: { 'psu-type': 'robot' },
      error: 'INVALID_ATTRIBUTE',
      attribute: 'psu-type',
    },
    {
      name: 'a missing service',
      change: { service: undefined },
      error: 'MISSING_ATTRIBUTE',
      attribute: 'service',
    },
    {
      name: 'an unknown service',
      change: { service: 'XYZ' },
      error: 'INVALID_ATTRIBUTE',
      attribute: 'service',
    },
  ],
  requestPath: '/aspsps',
  reload: async () => ({ attributes: { country: 'SE' }, shows: 'Handelsbanken' }),
});

runWidgetSuite({
  tag: 'service-consent',
  validAttributes: async (origin) => ({
    origin,
    authorization: await authorisationAt('Nordea'),
    sandbox: true,
    locale: 'en',
  }),
  setupErrors: [
    {
      name: 'a missing authorization',
      change: { authorization: undefined },
      error: 'MISSING_ATTRIBUTE',
      attribute: 'authorization',
    },
  ],
  requestPath: '/authorizations/',
  reload: async () => ({ attributes: { authorization: await authorisationAt('Aktia') }, shows: 'Aktia' }),
});

runWidgetSuite({
  tag: 'service-auth-flow',
  validAttributes: async (origin) => ({
    origin,
    authorization: await authorisationAt('Nordea'),
    sandbox: true,
    locale: 'en',
  }),
  setupErrors: [
    {
      name: 'neither an authorization nor a payment',
      change: { authorization: undefined },
      error: 'MISSING_ATTRIBUTE',
      attribute: 'authorization',
    },
    {
      name: 'both an authorization and a payment',
      change: { payment: '6f1c1b8e-2f0a-4c55-9d3e-2b1f0c9a7e11' },
      error: 'INVALID_ATTRIBUTE',
      attribute: 'payment',
    },
  ],
  requestPath: '/authorizations/',
  reload: async () => ({ attributes: { authorization: await authorisationAt('Aktia') }, shows: 'Aktia' }),
});
