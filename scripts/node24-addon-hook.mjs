// Loaded with `--import` by `npm run test:node24` (scripts/test-node24.mjs) into every Node 24 process of that step:
// better-sqlite3's native addon in node_modules is built for the Node that installed it (20), so each load of it is
// sent to the copy built for Node 24, NODE24_SQLITE_ADDON. Node's own module hooks (module.registerHooks, synchronous,
// for require and import alike); nothing else is touched.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const addon = process.env.NODE24_SQLITE_ADDON;
if (!addon) throw new Error('NODE24_SQLITE_ADDON: the better-sqlite3 addon built for Node 24 (scripts/test-node24.mjs sets it)');
const target = pathToFileURL(addon).href;
const INSTALLED = /\/node_modules\/better-sqlite3\/build\/Release\/better_sqlite3\.node$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return INSTALLED.test(resolved.url) ? { ...resolved, url: target } : resolved;
  },
});
