// An ESLint rule from architecture/layers.mjs: each import (relative, `@/…` or `@shared/…`) is resolved to a
// path, and a layer may import only the layers its description allows; units (features, resource groups) never
// import each other. Files outside every layer (tests, config) are not checked.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layerOf } from './layers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = [
  ['@/', 'frontend/src/'],
  ['@shared/', 'shared/'],
];

function resolveSpecifier(specifier, fromFile) {
  for (const [alias, folder] of ALIASES) if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return undefined; // a package
  return path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of architecture/layers.mjs (docs/ARCHITECTURE.md).' },
    messages: {
      layer: '{{from}} may not import {{to}} ({{target}}): {{rule}}',
      unit: '{{unit}} may not import {{other}} ({{target}}): {{rule}}',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = layerOf(path.relative(ROOT, file));
    if (!here) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file);
      if (target === undefined) return;
      const there = layerOf(target);
      if (!there) return;
      if (there.layer === here.layer) {
        if (here.unit !== undefined && there.unit !== here.unit) {
          context.report({
            node,
            messageId: 'unit',
            data: { unit: here.unit, other: there.unit, target: specifier, rule: here.layer.rule },
          });
        }
        return;
      }
      if (!here.layer.mayImport.includes(there.layer.name)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: here.layer.name, to: there.layer.name, target: specifier, rule: here.layer.rule },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers: rule } };
