/**
 * The comments of a source file, each with the line it starts on: found by the TypeScript
 * parser in scripts (so a `//` in a string or a regular expression is no comment), as block
 * comments in style sheets, and as `<!-- -->` in markup, whose script and style blocks are read
 * as scripts and style sheets.
 */
import ts from 'typescript';

export interface SourceComment {
  /** 1-based. */
  line: number;
  /** The comment's words, without its markers, on one line. */
  text: string;
}

/** The extensions whose comments are read, by the kind of text they hold. */
export const COMMENTED_EXTENSIONS: Readonly<Record<string, 'script' | 'style' | 'markup'>> = {
  '.ts': 'script',
  '.tsx': 'script',
  '.mts': 'script',
  '.cts': 'script',
  '.js': 'script',
  '.mjs': 'script',
  '.cjs': 'script',
  '.css': 'style',
  '.html': 'markup',
  '.vue': 'markup',
  '.svelte': 'markup',
};

export function commentsOf(fileName: string, source: string): SourceComment[] {
  const extension = /\.[a-z]+$/.exec(fileName)?.[0] ?? '';
  const kind = COMMENTED_EXTENSIONS[extension];
  if (kind === 'script')
    return scriptComments(source, extension === '.tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  if (kind === 'style') return styleComments(source);
  if (kind === 'markup') return markupComments(source);
  return [];
}

function scriptComments(source: string, kind: ts.ScriptKind): SourceComment[] {
  const file = ts.createSourceFile('source', source, ts.ScriptTarget.Latest, false, kind);
  // Every comment is trivia between two tokens, and so at the start or the end of a node or a
  // list of nodes (the arguments between "(" and ")" are a list, empty or not), or just inside
  // the braces of a JSX expression; there it is on the previous token's line (trailing) or on
  // lines of its own (leading).
  const positions = new Set<number>([0, source.length]);
  const visitNodes = (nodes: ts.NodeArray<ts.Node>): void => {
    positions.add(nodes.pos).add(nodes.end);
    nodes.forEach(visit);
  };
  const visit = (node: ts.Node): void => {
    positions.add(node.pos).add(node.end);
    if (ts.isJsxExpression(node)) positions.add(source.indexOf('{', node.pos) + 1);
    ts.forEachChild(node, visit, visitNodes);
  };
  visit(file);
  const found = new Map<number, string>();
  for (const position of positions) {
    const ranges = [
      ...(ts.getTrailingCommentRanges(source, position) ?? []),
      ...(ts.getLeadingCommentRanges(source, position) ?? []),
    ];
    for (const range of ranges) found.set(range.pos, source.slice(range.pos, range.end));
  }
  return [...found].sort(([a], [b]) => a - b).map(([position, text]) => comment(source, position, text));
}

function styleComments(source: string): SourceComment[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => comment(source, match.index, match[0]));
}

function markupComments(source: string): SourceComment[] {
  const blocks = [...source.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi)];
  // A block's text blanked out, keeping its lines, so that a "<!--" in a script's string is no comment.
  const markup = blocks.reduce(
    (text, { index, 0: block }) =>
      text.slice(0, index) + block.replace(/[^\n]/g, ' ') + text.slice(index + block.length),
    source,
  );
  const inMarkup = [...markup.matchAll(/<!--[\s\S]*?-->/g)].map((match) =>
    comment(source, match.index, match[0]),
  );
  const inBlocks = blocks.flatMap((match) => {
    const body = match[2] ?? '';
    const offset = lineOf(source, match.index + match[0].indexOf('>') + 1) - 1;
    const comments =
      match[1]?.toLowerCase() === 'style' ? styleComments(body) : scriptComments(body, ts.ScriptKind.TS);
    return comments.map(({ line, text }) => ({ line: line + offset, text }));
  });
  return [...inMarkup, ...inBlocks].sort((a, b) => a.line - b.line);
}

function comment(source: string, position: number, raw: string): SourceComment {
  const text = raw
    .replace(/^(?:\/\/|\/\*+|<!--)|(?:\*+\/|-->)$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\*(?!\/)|\/\/)?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
  return { line: lineOf(source, position), text };
}

function lineOf(source: string, position: number): number {
  let line = 1;
  for (
    let index = source.indexOf('\n');
    index !== -1 && index < position;
    index = source.indexOf('\n', index + 1)
  )
    line++;
  return line;
}
