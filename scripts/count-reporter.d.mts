/** Types of count-reporter.mjs, for its tests. */
export interface CountedSession {
  testFile: string;
  passed?: boolean;
  browser?: { name?: string };
  errors?: { message?: string }[];
  testResults?: unknown;
}
export declare function describeBreak(session: CountedSession): string;
export declare function countReporter(): {
  onTestRunFinished(run: { sessions: Iterable<CountedSession> }): void;
};
export declare function describeFailure(
  session: CountedSession,
  failure: { title: string; error?: { message?: string } },
): string;
