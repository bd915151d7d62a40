import type { ApplicationKey } from '../common/demo-api-contract.js';

/**
 * What the demo knows about the applications it plays, beyond GET /application: whether the
 * company holds its own licence. Sandbox Shop relies on the service as the regulated entity,
 * so its PSUs see the consent; Sandbox Licensed TPP is licensed, so they do not.
 */
export const LICENSED_TPP: Readonly<Record<ApplicationKey, boolean>> = {
  'sandbox-shop': false,
  'sandbox-tpp': true,
};
