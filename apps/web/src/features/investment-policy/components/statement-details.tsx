import type { InvestmentPolicy } from '@portal/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AllocationView } from '../../../components/investment-policy/allocation-view';
import { GearingView } from '../../../components/investment-policy/gearing-view';
import { RestrictionsView, SecurityRestrictionList } from '../../../components/investment-policy/restrictions-view';
import { Loaded } from '../../../components/ui/loaded';
import { securityRestrictionsQueryOptions } from '../api/get-security-restrictions';
import { useStrategicAllocation } from '../api/get-strategic-allocation';
import { StepTitles } from './wizard-steps';

const nothingYet = <Typography color="text.secondary">Not given yet.</Typography>;

/**
 * A finished statement read-only, as the registration summary shows it: the strategic asset
 * allocation (chart and table), the restrictions and the gearing.
 */
export function StatementDetails({ statement }: { statement: InvestmentPolicy }) {
  const allocation = useStrategicAllocation(statement.id);
  const securities = useQuery({
    ...securityRestrictionsQueryOptions(statement.id),
    enabled: statement.has_security_restrictions === true,
  });
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {StepTitles.allocation}
      </Typography>
      <Loaded query={allocation} label="Loading the strategic asset allocation">
        {(saved) => <AllocationView allocation={saved} empty={nothingYet} />}
      </Loaded>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {StepTitles.customisation}
      </Typography>
      {statement.has_restrictions === null ? (
        nothingYet
      ) : (
        <RestrictionsView
          statement={statement}
          securities={
            <Loaded query={securities} label="Loading the security restrictions">
              {(list) => (list.length === 0 ? nothingYet : <SecurityRestrictionList restrictions={list} />)}
            </Loaded>
          }
        />
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {StepTitles.gearing}
      </Typography>
      {statement.has_gearing === null ? nothingYet : <GearingView statement={statement} />}
    </Stack>
  );
}
