/** Types of webkit-driver.mjs, for the TypeScript tests of the WebKit session. */
import type { WebdriverLauncher } from '@web/test-runner-webdriver';

export declare function freePort(): Promise<number>;
export declare function startWebKitDriver(env?: Record<string, string>): Promise<number>;
export declare function stopWebKitDriver(): void;
export declare function webkitCapabilities(): Record<string, unknown>;
export declare function miniBrowserLauncher(env?: Record<string, string>): Promise<WebdriverLauncher>;
