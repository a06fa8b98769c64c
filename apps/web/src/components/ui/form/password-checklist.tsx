import { passwordChecklist, PasswordRuleLabel, type PasswordRule } from '@portal/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { visuallyHidden } from '../visually-hidden';

const RULES = Object.keys(PasswordRuleLabel) as PasswordRule[];

/**
 * The new-password checklist (document 1 §5), live as the user types. The rules and their wording
 * come from the contract, so the browser ticks exactly what the server checks. Each rule says
 * "met"/"not met" in words as well as with the icon, and a polite live region announces how many
 * are met, so a screen-reader user hears progress without every keystroke reading the list.
 * Reads the two fields of the surrounding Form by name.
 */
export function PasswordChecklist({
  passwordName = 'new_password1',
  repeatName = 'new_password2',
}: {
  passwordName?: string;
  repeatName?: string;
}) {
  const [password, repeat] = useWatch({ name: [passwordName, repeatName] }) as [unknown, unknown];
  const checklist = passwordChecklist(
    typeof password === 'string' ? password : '',
    typeof repeat === 'string' ? repeat : '',
  );
  const met = RULES.filter((rule) => checklist[rule]).length;
  const titleId = useId();

  return (
    <Box sx={{ mt: 1, mb: 2 }}>
      <Typography id={titleId} variant="subtitle2" component="p">
        Password requirements
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {RULES.map((rule) => {
          const ok = checklist[rule];
          const Icon = ok ? CheckCircle : RadioButtonUnchecked;
          return (
            <Box
              component="li"
              key={rule}
              data-met={ok}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                color: ok ? 'success.main' : 'text.secondary',
              }}
            >
              <Icon fontSize="small" aria-hidden="true" />
              <Typography variant="body2" component="span">
                <Box component="span" sx={visuallyHidden}>
                  {ok ? 'Met: ' : 'Not met: '}
                </Box>
                {PasswordRuleLabel[rule]}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {`${met} of ${RULES.length} password requirements met`}
      </Box>
    </Box>
  );
}
