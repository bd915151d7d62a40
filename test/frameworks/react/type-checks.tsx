/**
 * Never rendered: the fixture's type-check must reject each marked line and accept the rest,
 * which shows the declarations are really loaded (an unresolved one would let anything through).
 */
import {
  ServiceAspspList,
  ServiceAuthFlow,
  ServiceConsent,
  ServiceWidgetsConfig,
} from 'service-widgets/react';

export const rejected = (
  <>
    {/* @ts-expect-error psu-type is personal or business */}
    <service-aspsp-list psu-type="retail" />
    {/* @ts-expect-error the detail of selected has no url */}
    <service-aspsp-list onselected={(event) => event.detail.url} />
    {/* @ts-expect-error the wrapper's events are camelCase props */}
    <ServiceConsent onconfirmed={() => undefined} />
    {/* @ts-expect-error the detail of confirmed has no name */}
    <ServiceConsent onConfirmed={(event) => event.detail.name} />
    {/* @ts-expect-error sandbox is a boolean */}
    <ServiceAspspList sandbox="false" />
    {/* @ts-expect-error the config's sandbox is a boolean too */}
    <service-widgets-config sandbox="false" />
    {/* @ts-expect-error React's onError never hears the widget's error, which is onerror */}
    <service-aspsp-list onError={() => undefined} />
    {/* @ts-expect-error the config's locale is text */}
    <ServiceWidgetsConfig locale={3} />
  </>
);

export const accepted = (
  <>
    <service-aspsp-list country="FI" psu-type="personal" service="AIS" remember />
    <service-auth-flow
      payment="p"
      onais-loaded={(event) => event.detail.aspsp.name}
      onerror={(event) => event.detail.error}
    />
    <ServiceAuthFlow
      authorization="a"
      onAisLoaded={(event) => event.detail.aspsp.country}
      onPisLoaded={(event) => event.detail.payment}
      onStep={(event) => event.detail.type}
      onReady={() => undefined}
      onError={(event) => event.detail.code}
    />
    <ServiceConsent onCancelled={(event) => event.detail.url} onReady={() => undefined} />
    <ServiceWidgetsConfig origin="https://auth.example" sandbox locale="fi">
      <ServiceAspspList country="FI" psuType="personal" service="AIS" remember />
    </ServiceWidgetsConfig>
  </>
);
