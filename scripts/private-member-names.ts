/**
 * The library's private class members (TypeScript `private`), whose names the script-tag
 * bundle's minifier shortens (vite.config.ts): nothing outside the bundle reads them, neither
 * a page, nor a backend's answer, nor another copy of the library. A name is left whole when
 * anything else could read it by that name: when it is also declared elsewhere (an interface,
 * an object literal, a destructuring, a member that is not private, an override of Lit's) or
 * when it occurs in any string or template text (a Lit property binding, a PropertyValues key).
 * The minifier also leaves alone every name the DOM or the language defines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export function privateMemberNames(sourceDirectory: string): string[] {
  const privateNames = new Set<string>();
  const otherNames = new Set<string>();
  const texts: string[] = [];
  for (const file of typeScriptFiles(sourceDirectory)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const name = declaredName(node);
      if (name !== undefined) (isPrivateMember(node) ? privateNames : otherNames).add(name);
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...privateNames]
    .filter((name) => !otherNames.has(name) && !texts.some((text) => text.includes(name)))
    .sort();
}

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The property name a node declares or reads by name in a pattern, if any. */
function declaredName(node: ts.Node): string | undefined {
  if (ts.isBindingElement(node)) return identifierText(node.propertyName ?? node.name);
  if (
    ts.isPropertyDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isMethodSignature(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    (ts.isParameter(node) && ts.isParameterPropertyDeclaration(node, node.parent))
  ) {
    return identifierText(node.name);
  }
  return undefined;
}

function identifierText(name: ts.Node): string | undefined {
  return ts.isIdentifier(name) ? name.text : undefined;
}

/** `private` and no `override`: a class member of this library that only its class reads. */
function isPrivateMember(node: ts.Node): boolean {
  if (!ts.canHaveModifiers(node)) return false;
  const modifiers = ts.getModifiers(node) ?? [];
  return (
    modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword) &&
    !modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.OverrideKeyword) &&
    !ts.isPropertySignature(node)
  );
}
