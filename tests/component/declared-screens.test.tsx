// Screens are assembled from the generic renderers: counts the routes whose screen is only a declaration by loading
// every screen the registry names, so a screen moved onto a renderer, or a new declared route, raises the count by
// itself. Counted strictly: the screen is a renderer's define* (defineList, defineForm, defineDetail) and its module
// defines no component and no JSX of its own (no row component, no render callback, no element in its source).
// The floor only ever goes up.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';

/** The component names the renderers' define* functions give the screens they make. */
const DECLARED = new Set(['DeclaredList', 'DeclaredForm', 'DeclaredDetail']);
/** Routes that were strict declarations when this was last raised; lower it never. */
const FLOOR = 34;

const loaders = import.meta.glob<Record<string, unknown>>('/src/features/**/*.{ts,tsx}');
const sources = import.meta.glob<string>('/src/features/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** Whether a module's own source writes JSX or calls createElement. */
export function writesJsx(file: string, source: string): boolean {
  const root = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): boolean =>
    ts.isJsxElement(node) ||
    ts.isJsxSelfClosingElement(node) ||
    ts.isJsxFragment(node) ||
    (ts.isIdentifier(node) && node.text === 'createElement') ||
    ts.forEachChild(node, visit) === true;
  return visit(root);
}

/** The file a route's screen module was loaded from: the feature module that is the very same module object. */
async function fileOf(module: unknown): Promise<string | undefined> {
  for (const [file, load] of Object.entries(loaders)) {
    if (!/Screen\d*\.tsx?$/.test(file)) continue; // RegisterScreen2.tsx too
    if ((await load()) === module) return file;
  }
  return undefined;
}

describe('declared screens', () => {
  it('tells JSX in a module from a declaration', () => {
    expect(writesJsx('a.tsx', "export default defineList({ row: { fields: [{ value: 'title' }] } });")).toBe(false);
    expect(writesJsx('a.tsx', 'export default defineList<Page>({ renderItem: (item) => <Row item={item} /> });')).toBe(true);
    expect(writesJsx('a.tsx', 'const Icon = () => <></>;')).toBe(true);
    expect(writesJsx('a.ts', "createElement('div')")).toBe(true);
  });

  it(`keeps at least ${FLOOR} routes as strict declarations of the generic renderers`, async () => {
    const declared: string[] = [];
    const withJsx: string[] = [];
    for (const screen of screens) {
      const module = (await screen.screen()) as { default: { name: string } };
      if (!DECLARED.has(module.default.name)) continue;
      const file = await fileOf(module);
      expect(file, `${screen.path}: its module is not a feature's *Screen file`).toBeDefined();
      if (writesJsx(file!, sources[file!]!)) withJsx.push(`${screen.path} (${file})`);
      else declared.push(screen.path);
    }
    expect(declared.length, `declared: ${declared.join(' ')}\nwith JSX of their own: ${withJsx.join(' ')}`).toBeGreaterThanOrEqual(FLOOR);
    console.info(`${declared.length} of ${screens.length} routes are strict declarations: ${declared.join(' ')}; with JSX of their own: ${withJsx.join(' ')}`);
  }, 120_000);
});
