// A flex container's gap in old engines (Chromium before 84, Safari before 14.1) is margins on its items
// (`.row > * + * { margin-left: 8px }`, vite/cssFloor.ts), and a margin reaches elements only: a bare text beside an
// icon in such a container touches it there. This finds, in the app's markup, an element with a flex-gap class whose
// children mix a bare text (a literal, or words from `t(…)`) with other items. Its words go in an element of their own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Whether an expression shown as a child is text: a literal, a template, words from `t(…)`, or a choice of those. */
function isText(node) {
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node) || ts.isNumericLiteral(node)) return true;
  if (ts.isConditionalExpression(node)) return isText(node.whenTrue) || isText(node.whenFalse);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    return (ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
  }
  return false;
}

/** The class names an element's className names in its literal parts (`"a b"`, `{`a ${x}`}`, `{cx('a', …)}`). */
function classNamesOf(attributes) {
  const names = new Set();
  for (const attribute of attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'className' || !attribute.initializer) continue;
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) for (const name of node.text.split(/\s+/)) names.add(name);
      else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) for (const name of node.text.split(/\s+/)) names.add(name);
      ts.forEachChild(node, visit);
    };
    visit(attribute.initializer);
  }
  names.delete('');
  return names;
}

/** The findings in one TSX file: elements of a flex-gap class with a bare text beside another item. */
export function bareTextInGaps(code, file, gapClasses) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings = [];
  const visit = (node) => {
    if (ts.isJsxElement(node)) {
      const classes = [...classNamesOf(node.openingElement.attributes)].filter((name) => gapClasses.has(name));
      const items = node.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces) && !(ts.isJsxExpression(child) && !child.expression));
      const bare = items.filter((child) => ts.isJsxText(child) || (ts.isJsxExpression(child) && child.expression && isText(child.expression)));
      if (classes.length && bare.length && items.length > 1) {
        const { line, character } = source.getLineAndCharacterOfPosition(bare[0].getStart(source));
        findings.push({
          file,
          what: "a bare text in a flex gap's container (old engines' margins reach elements only)",
          where: `${line + 1}:${character + 1}`,
          detail: `.${classes.join(', .')}: ${bare[0].getText(source).trim().slice(0, 60)} beside ${items.length - 1} other item(s); put it in an element of its own`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function tsxFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? tsxFiles(file) : file.endsWith('.tsx') ? [file] : [];
  });
}

/** Every such finding in the app's source (`src/`), for the flex-gap classes of the built stylesheets. */
export function sourceGapFindings(srcDir, gapClasses) {
  return tsxFiles(srcDir).flatMap((file) => bareTextInGaps(readFileSync(file, 'utf8'), path.relative(process.cwd(), file), gapClasses));
}
