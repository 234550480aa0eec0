// Pretty-prints JSON the way the variant files are written: small objects and arrays stay on one
// line (`{ "value": 2, "weight": 9 }`, `[1, 2]`), bigger ones and lists of objects break, two
// spaces per level.

const WIDTH = 80;

export function formatJson(value: unknown, indent = ''): string {
  const flat = oneLine(value);
  if (flat !== null && indent.length + flat.length <= WIDTH) return flat;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The one-line form, or null when a container inside holds another container that is not tiny. */
function oneLine(value: unknown): string | null {
  if (Array.isArray(value)) {
    // A list of several objects (spawn table, layout) reads best one entry per line.
    if (value.length > 1 && value.some((v) => v !== null && typeof v === 'object')) return null;
    const parts = value.map(oneLine);
    return parts.some((p) => p === null) ? null : `[${parts.join(', ')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const parts = entries.map(([k, v]) => {
      const inner = oneLine(v);
      return inner === null || (typeof v === 'object' && v !== null && Object.keys(v).length > 2) ? null : `${JSON.stringify(k)}: ${inner}`;
    });
    return parts.some((p) => p === null) ? null : `{ ${parts.join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}
