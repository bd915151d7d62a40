import { setDefaultOrigin } from 'service-widgets';
import 'service-widgets/widgets.css';

// The test hands the page its mock backend and a fresh authorisation in the query string.
const query = new URLSearchParams(window.location.search);
setDefaultOrigin(query.get('backend') ?? undefined);

export const authorization = query.get('authorization') ?? '';
export const container = document.getElementById('app') as HTMLElement;
