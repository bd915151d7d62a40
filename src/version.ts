/** The library version; kept equal to package.json's by a unit test. */
export const version = '0.1.0';
