// The layers' lint (eslint/layers.js, eslint/boundaries.js) against arrows planted in the real tree: a module of one
// layer importing what it must not (up a layer, across to another feature, to the other side, past a renderer's
// public entry) fails `npm run lint`; the arrows the layers allow pass. Each planted file is linted as text at a path
// inside the tree, so the imports resolve to the project's own files; nothing is written.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundaries problems of a file at `file` whose only line is `import`. */
async function layerProblems(file: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const planted = 1;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const forbidden: [kind: string, file: string, line: string][] = [
  ['a feature importing another feature', 'src/features/hall/planted.ts', "import { prefetchRecharge } from '../wallet/prefetch';"],
  ['a feature importing the shell', 'src/features/hall/planted.ts', "import { screens } from '../../shell/registry';"],
  ['a feature importing the route list', 'src/features/hall/planted.ts', "import { screens } from '../../../screens.config';"],
  ['the kit importing the shell', 'src/kit/planted.ts', "import { createAppRouter } from '../shell/router';"],
  ['a renderer importing a feature', 'src/renderers/list/planted.ts', "import { bannersQuery } from '../../features/hall/api';"],
  ['the session importing the kit', 'src/session/planted.ts', "import { toast } from '../kit/toast';"],
  ['the API client importing the session', 'src/api/planted.ts', "import { logout } from '../session/session';"],
  ['a helper importing the kit', 'src/lib/planted.ts', "import { toast } from '../kit/toast';"],
  ['the core importing the front end', 'core/planted.ts', "import { formatYuan } from '../src/lib/format';"],
  ['the core importing the server', 'core/planted.ts', "import { badRequest } from '../server/base/errors';"],
  ['the core importing the brand', 'core/planted.ts', "import { brand } from '../brand.config';"],
  ['a brand importing the front end', 'brands/planted.ts', "import type { ScreenDef } from '../src/shell/screens';"],
  ['the front end importing the server', 'src/lib/planted.ts', "import { badRequest } from '../../server/base/errors';"],
  ['the server importing the front end', 'server/ledger/planted.ts', "import { formatYuan } from '../../src/lib/format';"],
  ['a server feature importing another', 'server/features/wallet/planted.ts', "import { odds } from '../lottery/odds';"],
  ['a server feature importing the app', 'server/features/wallet/planted.ts', "import { seed } from '../../seed';"],
  ['a server service importing HTTP', 'server/ledger/planted.ts', "import type { Deps } from '../http/deps';"],
  ["the server's base importing a service", 'server/base/planted.ts', "import { HOUSE } from '../ledger/ledger';"],
  ["a feature past a renderer's entry", 'src/features/hall/planted.ts', "import { ListScreen } from '../../renderers/list/ListScreen';"],
  ["a renderer past another's entry", 'src/renderers/list/planted.ts', "import { LoadFailed } from '../states/LoadFailed';"],
  ["a feature past the form renderer's entry", 'src/features/wallet/planted.ts', "import { layOut } from '../../renderers/form/layout';"],
  ["a feature past the headless form's entry", 'src/features/lottery/planted.ts', "import { firstFailing } from '../../renderers/headlessForm/firstFailing';"],
  ["the kit importing a renderer's entry", 'src/kit/planted.ts', "import { prefetchFirstPage } from '../renderers/listQuery';"],
];

const allowed: [kind: string, file: string, line: string][] = [
  ["a feature importing a renderer's entry", 'src/features/hall/planted.ts', "import { defineList } from '../../renderers/list';"],
  ['a feature importing the kit, the session, the client, helpers and the core', 'src/features/hall/planted.ts',
    "import { toast } from '../../kit/toast';\nimport { logout } from '../../session/session';\nimport { client } from '../../api/client';\nimport { formatYuan } from '../../lib/format';\nimport { formatFen } from '../../../core/money';"],
  ['the shell importing a feature', 'src/shell/planted.ts', "import { HallSkeleton } from '../features/hall/HallSkeleton';"],
  ['a renderer importing another renderer\'s entry', 'src/renderers/list/planted.ts', "import { LoadFailed } from '../states';"],
  ['a server feature importing services, HTTP, the base and the core', 'server/features/wallet/planted.ts',
    "import { HOUSE } from '../../ledger/ledger';\nimport type { Deps } from '../../http/deps';\nimport { badRequest } from '../../base/errors';\nimport { formatFen } from '../../../core/money';"],
  ['a server service importing another', 'server/users/planted.ts', "import { HOUSE } from '../ledger/ledger';"],
  ['a brand importing the core', 'brands/planted.ts', "import { BASE_LANGUAGE } from '../core/constants';"],
];

describe('the layers lint', () => {
  it.each(forbidden)('fails on %s', async (_kind, file, line) => {
    expect(await layerProblems(file, line)).not.toEqual([]);
  });

  it.each(allowed)('passes %s', async (_kind, file, line) => {
    expect(await layerProblems(file, line)).toEqual([]);
  });

  // Every module of every renderer but its index.ts: a feature reaches none of them (the app's entry's prefetch and the
  // bet slip once did, past the list's and the form's entries), and each entry is open to it.
  const renderers = path.join(root, 'src/renderers');
  const behindEntries = readdirSync(renderers, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/^[^/]+\/index\.ts$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''));

  it('fails on a feature importing any module behind a renderer\'s entry', async () => {
    const passing: string[] = [];
    for (const module of behindEntries) {
      const problems = await layerProblems('src/features/hall/planted.ts', `import * as behind from '../../renderers/${module}';\nvoid behind;`);
      if (problems.length === 0) passing.push(module);
    }
    expect(passing).toEqual([]);
  });

  it("passes a feature importing each renderer's entry", async () => {
    for (const name of readdirSync(renderers, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      expect(await layerProblems('src/features/hall/planted.ts', `import * as entry from '../../renderers/${name.name}';\nvoid entry;`)).toEqual([]);
    }
  });

  it('fails on a file of src/ in no layer', async () => {
    const problems = await layerProblems('src/somewhere/planted.ts', "import { toast } from '../kit/toast';");
    expect(problems.some((p) => p.startsWith('boundaries/no-unknown-files'))).toBe(true);
  });
});
