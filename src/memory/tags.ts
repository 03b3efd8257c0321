// Tag-frequency expansion, exactly as seed 003 §1: count the tags of the matched
// conversations; expand the ones seen in >= 2 matches that are not generic; generic =
// used by >= 15% of tagged conversations (from tag_registry, computed at query time).
// When none qualify: the 2 most frequent non-generic tags.

export const MIN_MATCHES = 2;
export const GENERIC_SHARE = 0.15;

export interface Expansion {
  expand: string[];
  generic: string[];
  counts: Record<string, number>;
  fallback: boolean;
}

export function chooseExpansionTags(
  matchedConversationTags: ReadonlyArray<readonly string[]>,
  registry: { usage: ReadonlyMap<string, number>; totalTagged: number },
): Expansion {
  const counts = new Map<string, number>();
  for (const tags of matchedConversationTags) for (const t of new Set(tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const isGeneric = (t: string) =>
    registry.totalTagged > 0 && (registry.usage.get(t) ?? 0) / registry.totalTagged >= GENERIC_SHARE;
  const generic = [...counts.keys()].filter(isGeneric).sort();
  let expand = [...counts.entries()].filter(([t, n]) => n >= MIN_MATCHES && !isGeneric(t)).map(([t]) => t);
  let fallback = false;
  if (expand.length === 0) {
    fallback = true;
    expand = [...counts.entries()]
      .filter(([t]) => !isGeneric(t))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 2)
      .map(([t]) => t);
  }
  return { expand: expand.sort(), generic, counts: Object.fromEntries(counts), fallback };
}
