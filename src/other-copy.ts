/**
 * Two copies of the library on one page (two script tags, or a script tag beside an
 * application's bundle): the first to register the elements wins, and a later copy of another
 * version says so in the console instead of throwing.
 */

/** The console warning for a tag another copy defined first, or undefined when it is the same library. */
export function otherCopyWarning(
  tag: string,
  registered: CustomElementConstructor,
  ours: CustomElementConstructor,
  ourVersion: string,
): string | undefined {
  if (registered === ours) return undefined;
  const theirVersion = (registered as { version?: unknown }).version;
  if (theirVersion === ourVersion) return undefined;
  const owner = typeof theirVersion === 'string' ? `service-widgets ${theirVersion}` : 'another script';
  return (
    `service-widgets ${ourVersion} registers nothing: <${tag}> is already defined by ${owner}, ` +
    'which stays in use. Load one copy of the library per page; ServiceWidgets.version tells which one runs.'
  );
}

const firstScriptKey = Symbol.for('service-widgets.first-script');

/**
 * Keeps window.ServiceWidgets the namespace of the first script-tag copy, whose classes are the
 * registered ones. The UMD wrapper sets window.ServiceWidgets to a copy's namespace just before
 * the copy runs, so the first copy records it there and a later copy puts it back.
 */
export function keepFirstNamespace(page: object): void {
  const record = page as Record<PropertyKey, unknown>;
  const first = record[firstScriptKey];
  if (typeof first === 'object' && first !== null) record.ServiceWidgets = first;
  else record[firstScriptKey] = record.ServiceWidgets;
}
