// A feature (src/features/<name>/) may import from api, app, renderers, session and lib, never from another feature.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at === -1 ? null : file.slice(at + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other' },
    messages: { crossFeature: "Feature '{{from}}' imports from feature '{{to}}'; move what they share to lib, api or renderers." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (target && target !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': rule } };
