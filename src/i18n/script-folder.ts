/**
 * The folder of the script-tag bundle, for the files it loads on demand beside itself (the
 * locale catalogues). Read while the bundle runs: later, document.currentScript is some
 * other script or null. None for a module, or a script from a blob: or data: URL.
 */
const script = typeof document === 'undefined' ? null : document.currentScript;

export const scriptFolder: URL | undefined =
  script instanceof HTMLScriptElement ? folderOf(script.src) : undefined;

function folderOf(scriptUrl: string): URL | undefined {
  try {
    const url = new URL('./', scriptUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
