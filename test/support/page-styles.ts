/**
 * The stylesheets of merchants' pages, loaded into the test page as a merchant would: the
 * widgets' own widgets.css first, then the page's framework, so a tie of specificity goes to
 * the framework (the harder case). web-test-runner serves node_modules.
 */
export const merchantStylesheets = {
  bootstrap: { href: '/node_modules/bootstrap/dist/css/bootstrap.css' },
  tailwind: { href: '/node_modules/tailwindcss/preflight.css' },
  'content-box reset': { text: '* { box-sizing: content-box; line-height: 1 }' },
  // An older page's sizing: rem as tenths of its text (1.6rem = 16 px).
  '62.5% root': { text: 'html { font-size: 62.5% } body { font-size: 1.6rem }' },
  // Tailwind 3.3's preflight (node_modules has 4), its rules that reach the widgets: still on many pages.
  'tailwind 3 preflight': {
    text: [
      '*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb }',
      'a { color: inherit; text-decoration: inherit }',
      'button, input { font-family: inherit; font-size: 100%; line-height: inherit; color: inherit; margin: 0; padding: 0 }',
      "button, [type='button'], [type='reset'], [type='submit'] { background-color: transparent; background-image: none }",
      'ol, ul, menu { list-style: none; margin: 0; padding: 0 }',
      'img, svg, video { display: block; vertical-align: middle }',
      'img, video { max-width: 100%; height: auto }',
    ].join('\n'),
  },
} as const;

export type MerchantStylesheet = keyof typeof merchantStylesheets;

const added: Element[] = [];

/** Adds a <link> and resolves once it applies. */
export function addStylesheetLink(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  added.push(link);
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`${href} did not load`));
    document.head.append(link);
  });
}

/** Adds CSS text as a <style> element (the test page has no CSP). */
export function addStyleText(text: string): void {
  const style = document.createElement('style');
  style.textContent = text;
  added.push(style);
  document.head.append(style);
}

/** widgets.css, then the merchant's stylesheet. */
export async function loadMerchantPage(name: MerchantStylesheet): Promise<void> {
  await addStylesheetLink('/styles/widgets.css');
  const sheet: { href?: string; text?: string } = merchantStylesheets[name];
  if (sheet.href) await addStylesheetLink(sheet.href);
  if (sheet.text) addStyleText(sheet.text);
}

/** Takes every stylesheet these helpers added off the page again. */
export function removePageStyles(): void {
  for (const element of added.splice(0)) element.remove();
}
