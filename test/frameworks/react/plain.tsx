import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authorization, container } from './page-setup.ts';
import { PlainTags } from './PlainTags.tsx';

createRoot(container).render(
  <StrictMode>
    <PlainTags authorization={authorization} />
  </StrictMode>,
);
