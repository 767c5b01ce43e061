// A feature (src/features/<name>/) may import from api, app, renderers, session and lib, never from another feature,
// and never the route list (screens.config.ts, or the registry and router built from it): that list imports the
// features, so a feature asks the app whether a route is on (src/kit/routesOn.ts) and no import goes round in a circle.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

const ROUTE_LIST = ['screens.config', `src${path.sep}app${path.sep}registry`, `src${path.sep}app${path.sep}router`, `src${path.sep}app${path.sep}firstScreen`];

function isRouteList(target) {
  const bare = target.replace(/\.(tsx?|jsx?)$/, '');
  return ROUTE_LIST.some((name) => bare.endsWith(`${path.sep}${name}`));
}

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at === -1 ? null : file.slice(at + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other' },
    messages: {
      crossFeature: "Feature '{{from}}' imports from feature '{{to}}'; move what they share to lib, api or renderers.",
      routeList: "Feature '{{from}}' imports the route list, which imports the features; ask useIsRouteOn (src/kit/routesOn) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      if (isRouteList(resolved)) return context.report({ node, messageId: 'routeList', data: { from: own } });
      const target = featureOf(resolved);
      if (target && target !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': rule } };
