/**
 * Where a position in the built bundle came from: the profilers (trace-cold-start.ts,
 * allocation-profile.ts) name a function of widgets.umd.min.js by its file and line in src/.
 * Reads dist/, so `npm run build` comes first.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';

/** A profile's call frame: zero-based line and column, as V8 reports them; a trace may leave out the URL. */
export interface CallFrame {
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

const bundleMap = new SourceMap(
  JSON.parse(readFileSync('dist/widgets.umd.min.js.map', 'utf8')) as SourceMapPayload,
);

/** "src/aspsp-list/fold.ts:120" for the bundle, "file.js:12" for anything else. */
export function sourceOf(frame: CallFrame): string {
  const url = frame.url ?? '';
  if (url.endsWith('widgets.umd.min.js')) {
    const entry = bundleMap.findEntry(frame.lineNumber, frame.columnNumber);
    if ('originalSource' in entry && typeof entry.originalSource === 'string') {
      const file = entry.originalSource.replace(/^.*?\/(src|node_modules)\//, '$1/');
      return `${file}:${entry.originalLine + 1}`;
    }
  }
  return `${url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
}
