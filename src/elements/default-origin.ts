/**
 * The backend origin a widget uses when its `origin` attribute is absent. The script-tag
 * bundle sets it to the origin it was loaded from ({auth_url}/lib/ serves it); a bundling
 * application may set it once with setDefaultOrigin().
 */
let defaultOrigin: string | undefined;

export function setDefaultOrigin(origin: string | undefined): void {
  defaultOrigin = origin;
}

export function getDefaultOrigin(): string | undefined {
  return defaultOrigin;
}
