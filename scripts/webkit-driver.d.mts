/** Types of webkit-driver.mjs, for the TypeScript tests of the WebKit session. */
export declare function freePort(): Promise<number>;
export declare function startWebKitDriver(): Promise<number>;
export declare function stopWebKitDriver(): void;
export declare function webkitCapabilities(): Record<string, unknown>;
