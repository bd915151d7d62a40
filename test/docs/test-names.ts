/** The names a test file gives its suites and tests, as the runner prints them. */
import ts from 'typescript';

/** The functions that name a suite or a test: `it('...')`, `describe('...')`, and their members such as `describe.sequential('...')`. */
const NAMING = new Set(['it', 'describe', 'test', 'suite', 'context']);

export interface TestName {
  line: number;
  text: string;
}

function callee(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return callee(expression.expression);
  return undefined;
}

/** Each name's text; a template's literal parts, with its placeholders as `${…}`. */
export function testNamesOf(path: string, source: string): TestName[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const names: TestName[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && NAMING.has(callee(node.expression) ?? '')) {
      const [first] = node.arguments;
      const text =
        first === undefined
          ? undefined
          : ts.isStringLiteralLike(first)
            ? first.text
            : ts.isTemplateExpression(first)
              ? first.head.text + first.templateSpans.map((span) => `\${…}${span.literal.text}`).join('')
              : undefined;
      if (text !== undefined) {
        names.push({ line: file.getLineAndCharacterOfPosition(first?.getStart(file) ?? 0).line + 1, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}
