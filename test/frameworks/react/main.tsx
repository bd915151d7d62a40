import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BankAndConsent } from './BankAndConsent.tsx';
import { authorization, container } from './page-setup.ts';

createRoot(container).render(
  <StrictMode>
    <BankAndConsent authorization={authorization} />
  </StrictMode>,
);
