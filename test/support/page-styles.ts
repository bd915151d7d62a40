/**
 * The stylesheets of merchants' pages, loaded into the test page as a merchant would: the
 * widgets' own widgets.css first, then the page's framework, so a tie of specificity goes to
 * the framework (the harder case). web-test-runner serves node_modules.
 */
export const merchantStylesheets = {
  bootstrap: { href: '/node_modules/bootstrap/dist/css/bootstrap.css' },
  tailwind: { href: '/node_modules/tailwindcss/preflight.css' },
  'content-box reset': { text: '* { box-sizing: content-box; line-height: 1 }' },
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
