import { createApp } from 'vue';
import { setDefaultOrigin } from 'service-widgets';
import 'service-widgets/widgets.css';
import BankAndConsent from './BankAndConsent.vue';

// The test hands the page its mock backend and a fresh authorisation in the query string.
const query = new URLSearchParams(window.location.search);
setDefaultOrigin(query.get('backend') ?? undefined);

createApp(BankAndConsent, { authorization: query.get('authorization') ?? '' }).mount('#app');
