/**
 * Spec data that would break the tools walking it: a YAML alias inside the
 * node it names (`a: &x { self: *x }` makes an endless object), or nesting
 * deeper than any API needs (recursive walkers run out of stack). Found on
 * the parsed data, with the path where it happens, before Redocly sees it.
 */
type Segment = string | number;

/** The same limit as the YAML parser Redocly ships with. */
export const MAX_DEPTH = 100;

export interface ShapeProblem {
  kind: 'cycle' | 'depth';
  path: Segment[];
}

export function shapeProblem(data: unknown, maxDepth = MAX_DEPTH): ShapeProblem | null {
  const onPath = new Set<object>();
  // A node shared through aliases is walked again only when reached at a smaller depth.
  const checkedAt = new Map<object, number>();
  const path: Segment[] = [];
  const walk = (node: unknown, depth: number): ShapeProblem | null => {
    if (typeof node !== 'object' || node === null) return null;
    if (onPath.has(node)) return { kind: 'cycle', path: [...path] };
    if (depth > maxDepth) return { kind: 'depth', path: [...path] };
    const seen = checkedAt.get(node);
    if (seen !== undefined && seen <= depth) return null;
    checkedAt.set(node, depth);
    onPath.add(node);
    const entries: [Segment, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (const [key, value] of entries) {
      path.push(key);
      const found = walk(value, depth + 1);
      path.pop();
      if (found) return found;
    }
    onPath.delete(node);
    return null;
  };
  return walk(data, 0);
}

export function describeShape(problem: ShapeProblem): string {
  return problem.kind === 'cycle'
    ? 'This YAML alias names a node that contains it, which makes an endless document.'
    : `The document is nested more than ${MAX_DEPTH} levels deep here.`;
}
