import { RestrictionTypeLabel, type InvestmentPolicy, type SecurityRestriction } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailList } from '../ui/detail-list';

/**
 * A statement's answered customisation, read-only (spec 2 §3 Industry and Security restriction):
 * no restrictions, or the restricted industry groups and, when it restricts securities, the
 * `securities` the caller reads (they come from their own call).
 */
export function RestrictionsView({
  statement,
  securities,
}: {
  statement: Pick<InvestmentPolicy, 'has_restrictions' | 'has_security_restrictions' | 'restricted_industry_groups'>;
  securities: ReactNode;
}) {
  if (!statement.has_restrictions) return <Typography>No restrictions.</Typography>;
  return (
    <>
      <DetailList
        items={[
          {
            label: 'Restricted industry groups',
            value:
              statement.restricted_industry_groups.length > 0
                ? statement.restricted_industry_groups.join(', ')
                : 'None',
          },
        ]}
      />
      {statement.has_security_restrictions && (
        <>
          <Typography component="h3" variant="subtitle1">
            Security restrictions
          </Typography>
          {securities}
        </>
      )}
    </>
  );
}

/** Each restricted security with its restriction and how many units it covers. */
export function SecurityRestrictionList({ restrictions }: { restrictions: readonly SecurityRestriction[] }) {
  return (
    <List dense disablePadding>
      {restrictions.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText
            primary={r.name}
            secondary={`${RestrictionTypeLabel[r.restriction_type]} · ${
              r.units === null ? 'all units' : `${r.units} units`
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
}
