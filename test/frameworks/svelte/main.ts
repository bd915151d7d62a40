import { mount } from 'svelte';
import { setDefaultOrigin } from 'service-widgets';
import 'service-widgets/widgets.css';
import BankAndConsent from './BankAndConsent.svelte';

// The test hands the page its mock backend and a fresh authorisation in the query string.
const query = new URLSearchParams(window.location.search);
setDefaultOrigin(query.get('backend') ?? undefined);

mount(BankAndConsent, {
  target: document.getElementById('app') as HTMLElement,
  props: { authorization: query.get('authorization') ?? '' },
});
