import { useState } from 'react';
import type { ConsentDecisionDetail, SelectedDetail } from 'service-widgets';
import { ServiceAspspList, ServiceConsent } from 'service-widgets/react';

export function BankAndConsent({ authorization }: { authorization: string }) {
  const [bank, setBank] = useState<SelectedDetail | null>(null);
  const [decision, setDecision] = useState<ConsentDecisionDetail | null>(null);
  return (
    <>
      <ServiceAspspList
        country="FI"
        psuType="personal"
        service="AIS"
        sandbox
        onSelected={(event) => setBank(event.detail)}
      />
      <pre id="selected">{JSON.stringify(bank)}</pre>
      <ServiceConsent
        authorization={authorization}
        sandbox
        noRedirect
        onConfirmed={(event) => setDecision(event.detail)}
      />
      <pre id="confirmed">{JSON.stringify(decision)}</pre>
    </>
  );
}
