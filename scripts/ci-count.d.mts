/** Types of ci-count.mjs, for its tests. */
export interface LogCount {
  passed: number;
  failed: number;
  browsersFinished: boolean;
  failures: string[];
}
export declare function countLog(log: string): LogCount;
export declare function closingLines(
  log: string,
  failedCommands?: readonly string[],
): { lines: string[]; ok: boolean };
