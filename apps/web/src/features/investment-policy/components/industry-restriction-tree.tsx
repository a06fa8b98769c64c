import {
  groupRestriction,
  setGroupRestriction,
  type IndustryRestriction,
  type LeafRestrictions,
  RestrictionTypeLabel,
  type RestrictionType,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiSelect from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { FieldFrame } from '../../../components/ui/form/field-frame';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { MIXED_LABEL, NO_RESTRICTION_LABEL, restrictionTypeOptions } from './restriction-labels';

type Pending = { node: IndustryRestriction; type: RestrictionType | null };

const typeLabel = (type: RestrictionType | null) => (type === null ? NO_RESTRICTION_LABEL : RestrictionTypeLabel[type]);

/**
 * The industry classification (spec 2 §3 Industry restriction, §4): four levels, each group
 * opened on demand. Every node has a restriction type: a leaf its own, a group the type its
 * leaves share or 'Mixed'. A type chosen on a group goes to every leaf below it once confirmed.
 */
export function IndustryRestrictionTree({
  nodes,
  restrictions,
  onChange,
}: {
  nodes: readonly IndustryRestriction[];
  restrictions: LeafRestrictions;
  onChange: (next: Map<number, RestrictionType>) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const children = useMemo(() => {
    const byParent = new Map<number | null, IndustryRestriction[]>();
    for (const node of nodes) byParent.set(node.parent, [...(byParent.get(node.parent) ?? []), node]);
    return byParent;
  }, [nodes]);

  const choose = (node: IndustryRestriction, type: RestrictionType | null) => {
    if (node.is_leaf) onChange(setGroupRestriction(nodes, restrictions, node.id, type));
    else setPending({ node, type });
  };
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const renderLevel = (parent: number | null, level: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: level === 1 ? 0 : 3 }}>
      {(children.get(parent) ?? []).map((node) => {
        const open = expanded.has(node.id);
        const listId = `industry-children-${node.id}`;
        return (
          <Box component="li" key={node.id}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Box sx={{ flexGrow: 1, maxWidth: 480 }}>
                <IndustrySelect
                  label={node.description}
                  value={groupRestriction(nodes, restrictions, node.id)}
                  onChange={(type) => choose(node, type)}
                />
              </Box>
              {!node.is_leaf && (
                <Button aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => toggle(node.id)}>
                  {open ? 'Hide' : 'Show'}{' '}
                  <Box component="span" sx={visuallyHidden}>{`industries in ${node.description}`}</Box>
                </Button>
              )}
            </Stack>
            {!node.is_leaf && open && <Box id={listId}>{renderLevel(node.id, level + 1)}</Box>}
          </Box>
        );
      })}
    </Box>
  );

  return (
    <>
      {renderLevel(null, 1)}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Apply '${typeLabel(pending.type)}' to every industry in ${pending.node.description}?` : ''}
        confirmLabel="Apply"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onChange(setGroupRestriction(nodes, restrictions, pending.node.id, pending.type));
          setPending(null);
        }}
      >
        Every industry under {pending?.node.description} will take this restriction, replacing what each has now.
      </ConfirmDialog>
    </>
  );
}

function IndustrySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RestrictionType | 'mixed' | null;
  onChange: (type: RestrictionType | null) => void;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} message={undefined} invalid={false} shrinkLabel>
      <MuiSelect
        native
        label={label}
        notched
        value={value ?? ''}
        onChange={(event) => {
          const raw = String(event.target.value);
          if (raw !== 'mixed') onChange(raw === '' ? null : (raw as RestrictionType));
        }}
        inputProps={{ id }}
        size="small"
      >
        {value === 'mixed' && (
          <option value="mixed" disabled>
            {MIXED_LABEL}
          </option>
        )}
        {restrictionTypeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </MuiSelect>
    </FieldFrame>
  );
}
