import { InvestmentPolicyLimits, type CustomStrategyInput } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { HoldingArrangementLabels, type StrategyFees } from './custom-strategy-dialog';
import { errorMessages } from './field-paths';

/** What the allocation needs to open the strategy dialog for one option, and where its Save goes. */
export type OpenStrategyDialog = (request: {
  optionName: string;
  strategy: CustomStrategyInput | null;
  fees: StrategyFees | null;
  save: (strategy: CustomStrategyInput) => void;
}) => void;

/**
 * An option's custom strategies, kept in the allocation form until it is saved (spec 2 §4: added,
 * edited or removed locally). The option's rule ('Add at least one custom strategy for …') and
 * any server error about a strategy show under the list.
 */
export function CustomStrategyList({
  name,
  optionName,
  fees,
  onOpenDialog,
}: {
  name: string;
  optionName: string;
  fees: StrategyFees | null;
  onOpenDialog: OpenStrategyDialog;
}) {
  const { control, getValues } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const headingId = useId();
  const messageId = useId();
  const strategies = (field.value ?? []) as CustomStrategyInput[];
  const messages = errorMessages(fieldState.error);
  const current = () => (getValues(name) ?? []) as CustomStrategyInput[];

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      aria-describedby={messages.length > 0 ? messageId : undefined}
      sx={{ ml: 5, mb: 2, pl: 2, borderLeft: 2, borderColor: 'divider' }}
    >
      <Typography component="h3" variant="subtitle2" id={headingId}>
        Custom strategies for {optionName}
      </Typography>
      {strategies.length === 0 ? (
        <Typography color="text.secondary">No custom strategies yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {strategies.map((strategy, k) => (
            <Stack component="li" key={`${strategy.id ?? 'new'}-${k}`} direction="row" spacing={1} alignItems="center">
              <Typography sx={{ flexGrow: 1 }}>
                {strategy.name} ({HoldingArrangementLabels[strategy.holding_arrangement]},{' '}
                {strategy.manager_discretion ? 'manager discretion' : 'no manager discretion'})
              </Typography>
              <Button
                onClick={() =>
                  onOpenDialog({
                    optionName,
                    strategy,
                    fees,
                    save: (saved) => field.onChange(current().map((s, at) => (at === k ? saved : s))),
                  })
                }
              >
                Edit <Box component="span" sx={visuallyHidden}>{`${strategy.name}`}</Box>
              </Button>
              <Button onClick={() => field.onChange(current().filter((_, at) => at !== k))}>
                Remove <Box component="span" sx={visuallyHidden}>{`${strategy.name}`}</Box>
              </Button>
            </Stack>
          ))}
        </Box>
      )}
      {messages.length > 0 && (
        <Typography id={messageId} color="error" variant="body2">
          {messages.join(' ')}
        </Typography>
      )}
      {strategies.length < InvestmentPolicyLimits.strategiesPerOption && (
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          onClick={() =>
            onOpenDialog({ optionName, strategy: null, fees, save: (saved) => field.onChange([...current(), saved]) })
          }
        >
          Add custom strategy
        </Button>
      )}
    </Box>
  );
}
