/** Pure helpers over the flat category list (seasons are roots). */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  slug: string;
  sort_order: number;
}

export function childrenOf<T extends CategoryNode>(
  all: readonly T[],
  parentId: number | null,
): T[] {
  return all.filter((c) => c.parent_id === parentId).sort((a, b) => a.sort_order - b.sort_order);
}

/** The category itself and every category below it. */
export function descendantIds<T extends CategoryNode>(all: readonly T[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  }
  return ids;
}

/** Ancestors from the root (season) down to, and including, the category. */
export function pathTo<T extends CategoryNode>(all: readonly T[], id: number): T[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const path: T[] = [];
  let node = byId.get(id);
  while (node && path.length < 32) {
    path.unshift(node);
    node = node.parent_id === null ? undefined : byId.get(node.parent_id);
  }
  return path;
}

/** Resolves /{season}/{category?}/{subcategory?} slugs; null when any segment is unknown. */
export function resolveSlugs<T extends CategoryNode>(
  all: readonly T[],
  segments: readonly string[],
): T[] | null {
  const path: T[] = [];
  let parent: number | null = null;
  for (const raw of segments) {
    const slug = raw.toLocaleLowerCase('nb');
    const next: T | undefined = childrenOf(all, parent).find((c) => c.slug === slug);
    if (!next) return null;
    path.push(next);
    parent = next.id;
  }
  return path;
}

export function slugify(name: string): string {
  return name.trim().toLocaleLowerCase('nb').replace(/\s+/g, '-');
}
