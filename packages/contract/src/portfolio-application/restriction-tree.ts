import type { RestrictionType } from './portfolio-application.enums.js';

/**
 * The industry classification as the customisation step shows it (spec 2 §4): four levels,
 * restrictions set on leaves. A type chosen on a group goes to every leaf below it (after the
 * person confirms); a group shows the type its leaves share, 'mixed' when they differ, and none
 * when no leaf is restricted.
 */

export interface IndustryNode {
  id: number;
  parent: number | null;
}

/** Leaves' restriction types by leaf id; a leaf without an entry is not restricted. */
export type LeafRestrictions = ReadonlyMap<number, RestrictionType>;

export type GroupRestriction = RestrictionType | 'mixed' | null;

function childrenByParent(nodes: readonly IndustryNode[]): Map<number | null, number[]> {
  const children = new Map<number | null, number[]>();
  for (const node of nodes) {
    const list = children.get(node.parent) ?? [];
    list.push(node.id);
    children.set(node.parent, list);
  }
  return children;
}

/** The leaves under `id` (itself when it is a leaf), in tree order. */
export function leavesUnder(nodes: readonly IndustryNode[], id: number): number[] {
  const children = childrenByParent(nodes);
  const leaves: number[] = [];
  const walk = (at: number) => {
    const below = children.get(at);
    if (!below || below.length === 0) leaves.push(at);
    else below.forEach(walk);
  };
  walk(id);
  return leaves;
}

/** The cascade: every leaf under `groupId` takes `type` (null lifts their restriction). */
export function setGroupRestriction(
  nodes: readonly IndustryNode[],
  restrictions: LeafRestrictions,
  groupId: number,
  type: RestrictionType | null,
): Map<number, RestrictionType> {
  const next = new Map(restrictions);
  for (const leaf of leavesUnder(nodes, groupId)) {
    if (type === null) next.delete(leaf);
    else next.set(leaf, type);
  }
  return next;
}

/** What a group (or leaf) shows: the shared type, 'mixed', or null when nothing under it is restricted. */
export function groupRestriction(
  nodes: readonly IndustryNode[],
  restrictions: LeafRestrictions,
  id: number,
): GroupRestriction {
  const types = new Set(leavesUnder(nodes, id).map((leaf) => restrictions.get(leaf) ?? null));
  if (types.size === 1) return [...types][0]!;
  return 'mixed';
}
