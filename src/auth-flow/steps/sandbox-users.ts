import { html, nothing } from 'lit';
import type { SandboxUser } from '../../api/types.js';
import type { Localization } from '../../i18n/localization.js';

/** In SANDBOX, the test users the tester may log in with. */
export function renderSandboxUsers(users: readonly SandboxUser[] | undefined, i18n: Localization) {
  if (!users?.length) return nothing;
  return html`<details class="service-sandbox-users">
    <summary>${i18n.t('flowSandboxUsers')}</summary>
    <table>
      <thead>
        <tr>
          <th scope="col">${i18n.t('flowSandboxUsername')}</th>
          <th scope="col">${i18n.t('flowSandboxPassword')}</th>
          <th scope="col">${i18n.t('flowSandboxOtp')}</th>
        </tr>
      </thead>
      <tbody>
        ${users.map(
          (user) =>
            html`<tr>
              <td>${user.username}</td>
              <td>${user.password}</td>
              <td>${user.otp ?? ''}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </details>`;
}
