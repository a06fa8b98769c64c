import {
  groupRestriction,
  IndustryLevel,
  type IndustryClassification,
  type IndustryRestriction,
  type RestrictionType,
} from '@portal/contract';

/** The classification's levels as the restriction tree numbers them (1 sector ... 4 sub-industry). */
const LEVEL_NUMBER: Record<IndustryLevel, number> = {
  [IndustryLevel.sector]: 1,
  [IndustryLevel.industry_group]: 2,
  [IndustryLevel.industry]: 3,
  [IndustryLevel.sub_industry]: 4,
};

/**
 * The whole classification with a statement's restrictions (spec 2 §3 Industry restriction, §4
 * "a group shows 'Mixed' when children differ"): a leaf carries its own type, a group the type
 * its leaves share, 'mixed' when they differ, null when none below it is restricted.
 */
export function restrictionTree(
  nodes: readonly IndustryClassification[],
  restrictions: ReadonlyMap<number, RestrictionType>,
): IndustryRestriction[] {
  return nodes.map((node) => ({
    id: node.id,
    description: node.name,
    parent: node.parent,
    level: LEVEL_NUMBER[node.level],
    is_leaf: node.is_leaf,
    restriction_type: node.is_leaf ? (restrictions.get(node.id) ?? null) : null,
    group_restriction_type: node.is_leaf ? null : groupRestriction(nodes, restrictions, node.id),
  }));
}

/** Names of the industry groups (level 2) with a restricted leaf below them, in tree order. */
export function restrictedGroupNames(
  nodes: readonly IndustryClassification[],
  restrictedLeaves: Iterable<number>,
): string[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const groups = new Set<number>();
  for (const leaf of restrictedLeaves) {
    let at = byId.get(leaf);
    while (at && at.level !== IndustryLevel.industry_group) at = at.parent === null ? undefined : byId.get(at.parent);
    if (at) groups.add(at.id);
  }
  return nodes.filter((n) => groups.has(n.id)).map((n) => n.name);
}
