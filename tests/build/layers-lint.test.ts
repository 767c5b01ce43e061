// The layers' lint (eslint/layers.js, eslint/boundaries.js) against arrows planted in the real tree: a module of one
// layer importing what it must not (up a layer, across to another feature, to the other side, past a renderer's
// public entry) fails `npm run lint`; the arrows the layers allow pass. Each planted file is linted as text at a path
// inside the tree, so the imports resolve to the project's own files; nothing is written.
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
  ["a feature past the form renderer's entry", 'src/features/wallet/planted.ts', "import { firstFailing } from '../../renderers/form/firstFailing';"],
  ["the kit importing the list's light entry", 'src/kit/planted.ts', "import { prefetchFirstPage } from '../renderers/list/pagedListQuery';"],
];

const allowed: [kind: string, file: string, line: string][] = [
  ["a feature importing a renderer's entry", 'src/features/hall/planted.ts', "import { defineList } from '../../renderers/list';"],
  ['a feature importing the kit, the session, the client, helpers and the core', 'src/features/hall/planted.ts',
    "import { toast } from '../../kit/toast';\nimport { logout } from '../../session/session';\nimport { client } from '../../api/client';\nimport { formatYuan } from '../../lib/format';\nimport { formatFen } from '../../../core/money';"],
  ["a feature importing the list's light entry", 'src/features/promotions/planted.ts', "import { prefetchFirstPage } from '../../renderers/list/pagedListQuery';"],
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

  it('fails on a file of src/ in no layer', async () => {
    const problems = await layerProblems('src/somewhere/planted.ts', "import { toast } from '../kit/toast';");
    expect(problems.some((p) => p.startsWith('boundaries/no-unknown-files'))).toBe(true);
  });
});
