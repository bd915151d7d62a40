import type {} from 'service-widgets/vue';
