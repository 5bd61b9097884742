import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One catalogue: a text is written once in this folder and referred to wherever else it is
 * shown (commonTexts, routeTexts, statusTexts). Texts equal by coincidence are listed here.
 */
const sameWordDifferentThing: Record<string, string> = {
  Utstyrsbod: 'the product is named after the word for a hut (shellTexts.appName, commonTexts.hut)',
};

function writtenTexts(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dir = import.meta.dirname;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const visit = (node: ts.Node): void => {
      const isName = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      const isModule = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      const text =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? node.text
          : ts.isTemplateExpression(node)
            ? node.getText(source)
            : null;
      if (text !== null && !isName && !isModule && /\p{L}{2}/u.test(text)) {
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        found.set(text, [...(found.get(text) ?? []), where]);
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
  return found;
}

describe('the text catalogue', () => {
  it('writes each text once', () => {
    const repeated = [...writtenTexts()]
      .filter(([text, places]) => places.length > 1 && !(text in sameWordDifferentThing))
      .map(([text, places]) => `${JSON.stringify(text)} at ${places.join(', ')}`);
    expect(repeated).toEqual([]);
  });
});
