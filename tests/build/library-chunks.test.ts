// @vitest-environment node
// Which library modules the build puts in the one chunk of helpers (vite/libraryChunks.ts): the helper libraries'
// modules the page's entries do not load, and only those that import nothing a screen would not want with them.
import { describe, expect, it } from 'vitest';
import { helperLibraryModules } from '../../vite/libraryChunks';

const lib = (file: string) => `/app/node_modules/${file}`;
const graph = (imports: Record<string, string[]>) => ({
  ids: Object.keys(imports),
  isEntry: (id: string) => id === '/app/src/main.tsx',
  imports: (id: string) => imports[id] ?? [],
});

const modules = graph({
  '/app/src/main.tsx': [lib('react/index.js'), lib('antd-mobile/es/utils/render.js')],
  [lib('react/index.js')]: [],
  [lib('antd-mobile/es/utils/render.js')]: [lib('react/index.js')],
  [lib('antd-mobile/es/utils/with-default-props.js')]: [lib('lodash/assignWith.js')],
  [lib('lodash/assignWith.js')]: [],
  [lib('ahooks/es/useLatest/index.js')]: [lib('react/index.js')],
  [lib('ahooks/es/useThrottleFn/index.js')]: [lib('ahooks/es/useLatest/index.js'), lib('lodash/throttle.js')],
  [lib('lodash/throttle.js')]: [],
  [lib('@babel/runtime/helpers/esm/objectSpread2.js')]: [],
  [lib('antd-mobile/es/utils/use-props-value.js')]: [lib('ahooks/es/index.js')],
  [lib('ahooks/es/index.js')]: [lib('ahooks/es/useLatest/index.js'), lib('dayjs/dayjs.min.js')],
  [lib('dayjs/dayjs.min.js')]: [],
  [lib('antd-mobile/es/utils/with-stop-propagation.js')]: [lib('antd-mobile/es/components/button/button.js')],
  [lib('antd-mobile/es/components/button/button.js')]: [lib('antd-mobile/es/utils/with-default-props.js')],
  [lib('qrcode/lib/browser.js')]: [],
  '/app/core/money.ts': [],
});

describe('the helper libraries chunk', () => {
  const helpers = helperLibraryModules(modules);

  it("holds antd-mobile's utilities, ahooks' hooks, Babel's helpers and lodash", () => {
    for (const file of [
      'antd-mobile/es/utils/with-default-props.js',
      'lodash/assignWith.js',
      'ahooks/es/useLatest/index.js',
      'ahooks/es/useThrottleFn/index.js',
      'lodash/throttle.js',
      '@babel/runtime/helpers/esm/objectSpread2.js',
    ]) {
      expect(helpers.has(lib(file)), file).toBe(true);
    }
  });

  it('leaves out a helper that imports anything else, a package index or a component, which every screen would then load', () => {
    expect(helpers.has(lib('antd-mobile/es/utils/use-props-value.js'))).toBe(false);
    expect(helpers.has(lib('ahooks/es/index.js'))).toBe(false);
    expect(helpers.has(lib('antd-mobile/es/utils/with-stop-propagation.js'))).toBe(false);
  });

  it("leaves out what the entries load, components, other libraries and the app's own code", () => {
    for (const id of [
      lib('antd-mobile/es/utils/render.js'),
      lib('react/index.js'),
      lib('antd-mobile/es/components/button/button.js'),
      lib('dayjs/dayjs.min.js'),
      lib('qrcode/lib/browser.js'),
      '/app/core/money.ts',
    ]) {
      expect(helpers.has(id), id).toBe(false);
    }
  });
});
