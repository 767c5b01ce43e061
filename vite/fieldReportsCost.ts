// What the field reports cost before the first paint: the code of their always-loaded modules in the chunks the page's
// entries load, written to dist/.vite/field-reports.json for the bundle budget (scripts/budget.mjs: at most 4 KB gzip;
// the reporter and web-vitals load after the first paint, src/shell/field/start.ts).
import type { Plugin, Rollup } from 'vite';

/**
 * The field reports' modules: everything under src/shell/field and web-vitals, and the channels that keep what comes
 * before the reporter. Those found in the entries' chunks are what the reports cost before the first paint.
 */
const FIELD_MODULES = [/^src\/shell\/field\//, /node_modules\/web-vitals\//, /^src\/api\/failures\.ts$/, /^src\/lib\/earlyChannel\.ts$/, /^src\/api\/wire\/drift\.ts$/];
export const FIELD_COST_FILE = '.vite/field-reports.json';

export interface FieldReportsCost {
  /** Each always-loaded module found in the entries' chunks, with its code as the build rendered it. */
  firstPaint: { module: string; chunk: string; code: string }[];
}

export function fieldReportsCost(root: string = process.cwd()): Plugin {
  return {
    name: 'field-reports-cost',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out): out is Rollup.OutputChunk => out.type === 'chunk');
      const initial = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (initial.has(file) || chunk?.type !== 'chunk') return;
        initial.add(file);
        chunk.imports.forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      const firstPaint: FieldReportsCost['firstPaint'] = [];
      for (const file of initial) {
        const chunk = bundle[file] as Rollup.OutputChunk;
        for (const [id, rendered] of Object.entries(chunk.modules)) {
          const module = id.startsWith(root) ? id.slice(root.length + 1) : id;
          if (FIELD_MODULES.some((pattern) => pattern.test(module))) firstPaint.push({ module, chunk: file, code: rendered.code ?? '' });
        }
      }
      const cost: FieldReportsCost = { firstPaint };
      this.emitFile({ type: 'asset', fileName: FIELD_COST_FILE, source: JSON.stringify(cost) });
    },
  };
}
