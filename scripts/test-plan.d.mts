/** Types of test-plan.mjs, for the tooling test. */
export interface TestGroup {
  name: string;
  minutes: number;
  what: string;
}
export declare const groups: readonly TestGroup[];
export declare const BUILD_MINUTES: number;
export declare function describePlan(
  chosen: readonly TestGroup[],
  missingPackages: readonly string[],
): string[];
export declare function failureLine(failedNames: readonly string[]): string;
