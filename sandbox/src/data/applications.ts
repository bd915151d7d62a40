import type { ApplicationConfig, Provider } from '../types/application.js';
import { applicationPublicKeyPem } from './application-keys.js';

/** Origins of the demo pages (Vite's dev server), whitelisted for every application. */
export const DEMO_ORIGINS: readonly string[] = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const DEMO_REDIRECT_URLS = ['http://localhost:5173/callback', 'http://127.0.0.1:5173/callback'];

/** The service itself, as the regulated entity for applications that rely on its licence. */
export const SERVICE_PROVIDER: Provider = {
  name: 'Open Banking Service Ltd',
  terms_url: 'https://service.example/terms',
  privacy_url: 'https://service.example/privacy',
};

export const SANDBOX_SHOP_KEY = 'sandbox-shop';

export const APPLICATIONS: readonly ApplicationConfig[] = [
  {
    key: SANDBOX_SHOP_KEY,
    id: '0b5a3f6e-2c1d-4e8f-9a7b-1c2d3e4f5a60',
    name: 'Sandbox Shop',
    description: 'An online shop testing account checks and payments in the sandbox.',
    environment: 'SANDBOX',
    active: true,
    consent_required: true,
    provider: SERVICE_PROVIDER,
    widget_origins: [...DEMO_ORIGINS],
    webhook_origins: [...DEMO_ORIGINS],
    redirect_urls: DEMO_REDIRECT_URLS,
    allowed_ips: [],
    credentials_frame: false,
    credentials_frame_style: [],
    // SANDBOX enables payment initiation for every new application.
    services: ['AIS', 'PIS'],
    public_key: applicationPublicKeyPem(SANDBOX_SHOP_KEY),
  },
  {
    key: 'sandbox-tpp',
    id: '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
    name: 'Sandbox Licensed TPP',
    description: 'A payment institution with its own licence; the service is only its technical provider.',
    environment: 'SANDBOX',
    active: true,
    consent_required: false,
    provider: {
      name: 'Example Payments Oy',
      terms_url: 'https://tpp.example/terms',
      privacy_url: 'https://tpp.example/privacy',
    },
    widget_origins: [...DEMO_ORIGINS, 'https://tpp.example'],
    webhook_origins: [...DEMO_ORIGINS, 'https://tpp.example'],
    redirect_urls: [...DEMO_REDIRECT_URLS, 'https://tpp.example/callback'],
    allowed_ips: [],
    // Bank credentials in the service's own page, never in fields on the TPP's page.
    credentials_frame: true,
    credentials_frame_style: [],
    services: ['AIS', 'PIS'],
    public_key: applicationPublicKeyPem('sandbox-tpp'),
  },
  {
    key: 'production-shop',
    id: 'a2b4c6d8-e0f1-4a3b-8c5d-7e9f0a1b2c3d',
    name: 'Production Shop',
    description: 'The live shop.',
    environment: 'PRODUCTION',
    active: true,
    consent_required: true,
    provider: SERVICE_PROVIDER,
    widget_origins: [...DEMO_ORIGINS],
    webhook_origins: [...DEMO_ORIGINS],
    redirect_urls: DEMO_REDIRECT_URLS,
    allowed_ips: [],
    credentials_frame: false,
    credentials_frame_style: [],
    // No payment initiation licence: PIS is not enabled.
    services: ['AIS'],
    public_key: applicationPublicKeyPem('production-shop'),
  },
  {
    key: 'production-pending',
    id: 'd4c3b2a1-9f8e-4d7c-b6a5-f4e3d2c1b0a9',
    name: 'Pending Production App',
    description: 'Registered to PRODUCTION, waiting for the contract: not active yet.',
    environment: 'PRODUCTION',
    active: false,
    consent_required: true,
    provider: SERVICE_PROVIDER,
    widget_origins: ['https://pending.example'],
    webhook_origins: ['https://pending.example'],
    redirect_urls: ['https://pending.example/callback'],
    allowed_ips: [],
    credentials_frame: false,
    credentials_frame_style: [],
    services: ['AIS'],
    public_key: applicationPublicKeyPem('production-pending'),
  },
];
