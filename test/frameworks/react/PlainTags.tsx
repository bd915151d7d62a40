import { useState } from 'react';
import type { ConsentDecisionDetail, SelectedDetail } from 'service-widgets';
import 'service-widgets/define';
import type {} from 'service-widgets/jsx';

/** The plain tags, as React 19 renders custom elements: `on<event>` listens to exactly that event. */
export function PlainTags({ authorization }: { authorization: string }) {
  const [bank, setBank] = useState<SelectedDetail | null>(null);
  const [decision, setDecision] = useState<ConsentDecisionDetail | null>(null);
  return (
    <>
      {/* The config gives the list its sandbox: `selected` says sandbox: true only through it. */}
      <service-widgets-config sandbox>
        <service-aspsp-list
          country="FI"
          psu-type="personal"
          service="AIS"
          onselected={(event) => setBank(event.detail)}
        />
      </service-widgets-config>
      <pre id="selected">{JSON.stringify(bank)}</pre>
      <service-consent
        authorization={authorization}
        sandbox
        no-redirect
        onconfirmed={(event) => setDecision(event.detail)}
      />
      <pre id="confirmed">{JSON.stringify(decision)}</pre>
    </>
  );
}
