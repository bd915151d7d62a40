/**
 * The script-tag bundle: registers the elements and exposes the global ServiceWidgets.
 * The widgets' default origin is the one this script was loaded from, since the service
 * serves it from {auth_url}/lib/. With a second copy of the script on the page,
 * ServiceWidgets stays the first, whose elements are the registered ones.
 */
/// <reference types="vite/client" />
import '../styles/widgets.css';
import { setDefaultOrigin } from './elements/default-origin.js';
import { toBackendOrigin } from './api/safe-url.js';
import { keepFirstNamespace } from './other-copy.js';
import { defineElements } from './registration.js';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) setDefaultOrigin(toBackendOrigin(script.src));
keepFirstNamespace(globalThis);

// After the default origin is known, so that widgets already on the page load from it. Called
// here rather than through define.ts, a module the bundle would drop, as none of its exports is used.
defineElements();

export * from './index.js';
export { defineElements };
