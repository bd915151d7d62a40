/** Types of layers-picture.mjs, for its tests. */
export const CONTRIBUTING: string;
/** The picture as the code draws it now. */
export function currentPicture(): string;
/** The picture docs/contributing.md holds. */
export function documentedPicture(markdown?: string): string;
