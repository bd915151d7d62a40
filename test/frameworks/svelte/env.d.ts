import type {} from 'service-widgets/svelte';
