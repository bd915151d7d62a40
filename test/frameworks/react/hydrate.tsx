import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BankAndConsent } from './BankAndConsent.tsx';
import { authorization, container } from './page-setup.ts';

// The widgets must render into the tags the server wrote, which React takes over: a mismatch
// makes React say so (onRecoverableError) and render the page anew, with new tags.
const serverTag = container.querySelector('service-aspsp-list');
document.addEventListener('ready', (event) => {
  if (
    event.target instanceof HTMLElement &&
    event.target.localName === 'service-aspsp-list' &&
    event.target !== serverTag
  )
    console.error('The bank list is not the tag the server wrote.');
});

hydrateRoot(
  container,
  <StrictMode>
    <BankAndConsent authorization={authorization} />
  </StrictMode>,
  { onRecoverableError: (error) => console.error(`React could not hydrate: ${String(error)}`) },
);
