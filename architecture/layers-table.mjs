// Prints the layers of architecture/layers.mjs as the Markdown table docs/ARCHITECTURE.md carries (a test keeps
// the two the same): `node architecture/layers-table.mjs`.
import { LAYERS } from './layers.mjs';

export function layersTable() {
  const rows = LAYERS.map((layer) => {
    const folders = layer.folders.map((folder) => `\`${folder}\``).join(', ');
    const may = layer.mayImport.length ? layer.mayImport.join(', ') : 'nothing';
    return `| ${layer.name} | ${folders} | ${layer.rule}${layer.units ? ' (each folder on its own)' : ''} | ${may} |`;
  });
  return ['| layer | folders | its rule | may import |', '|---|---|---|---|', ...rows].join('\n');
}

if (process.argv[1] && process.argv[1].endsWith('layers-table.mjs')) console.log(layersTable());
