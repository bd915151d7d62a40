/** Whether the browser says it is offline (navigator.onLine false); a true onLine proves nothing. */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
