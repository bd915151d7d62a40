/**
 * Older merchant shops in legacy encodings: a page declared windows-1252 (by its Content-Type)
 * or Shift_JIS (by a meta tag), whose title is written in that encoding, loading the bundle
 * from /lib/ served without a charset, so the browser decodes the script as the page.
 */

/** The page's own title in each encoding: the bytes, and what they read as when decoded right. */
export const encodedPages = {
  'windows-1252': {
    // "Café – 10 €" in windows-1252: é E9, en dash 96, euro 80.
    title: Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x31, 0x30, 0x20, 0x80]),
    declaredBy: 'header',
  },
  shift_jis: {
    // "ショップ" (shop) in Shift_JIS.
    title: Buffer.from([0x83, 0x56, 0x83, 0x87, 0x83, 0x62, 0x83, 0x76]),
    declaredBy: 'meta',
  },
} as const;

export type PageEncoding = keyof typeof encodedPages;

function isPageEncoding(name: string | null): name is PageEncoding {
  return name !== null && Object.hasOwn(encodedPages, name);
}

/** /encoded.html?charset=windows-1252|shift_jis&backend=<origin>: the page, or undefined for another path. */
export function encodedPage(url: URL): { contentType: string; body: Buffer } | undefined {
  const charset = url.searchParams.get('charset');
  if (url.pathname !== '/encoded.html' || !isPageEncoding(charset)) return undefined;
  const { title, declaredBy } = encodedPages[charset];
  const head = declaredBy === 'meta' ? `<meta charset="${charset}">` : '';
  const body = Buffer.concat([
    Buffer.from(`<!doctype html>\n<html lang="en">\n<head>\n${head}\n<title>`, 'ascii'),
    title,
    Buffer.from(
      '</title>\n<script src="/encoded-page-driver.js"></script>\n' +
        '<script src="/lib/widgets.umd.min.js"></script>\n' +
        '</head>\n<body><main id="widgets"></main></body>\n</html>\n',
      'ascii',
    ),
  ]);
  return { contentType: declaredBy === 'header' ? `text/html; charset=${charset}` : 'text/html', body };
}
