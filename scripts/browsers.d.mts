/** Types of browsers.mjs, for the TypeScript code that launches Chromium. */
export declare const chromiumFlags: readonly string[];
export declare function chromiumLaunchOptions(extraFlags?: readonly string[]): {
  executablePath?: string;
  args: string[];
};
export declare function hasDebianBrowser(name: 'chromium' | 'firefox' | 'webkit'): boolean;
