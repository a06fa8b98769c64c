import { AccountTypeLabel, formatDate } from '@portal/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountInvitations } from '../api/get-account-invitations';
import { roleLabel } from './account-invitation-labels';

/**
 * The accounts list's 'Account invitations' panel (spec 2 §2): shown only while invitations onto
 * existing accounts wait, each linking to its page. It links by the invitation's uuid, since the
 * link's token is only in the e-mail.
 */
export function AccountInvitationsPanel() {
  const invitations = useAccountInvitations();
  const headingId = useId();
  const waiting = invitations.data ?? [];
  if (waiting.length === 0) return null;
  return (
    <Accordion defaultExpanded component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="h6" id={headingId}>
          Account invitations ({waiting.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <List disablePadding>
          {waiting.map((invitation) => {
            const name = invitation.account_name ?? `${AccountTypeLabel[invitation.account_type]} account`;
            return (
              <ListItem key={invitation.uuid} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={paths.accounts.secondaryInvite.getHref({
                        accountId: invitation.account_id,
                        token: invitation.uuid,
                      })}
                    >
                      {name}
                    </Link>
                  }
                  secondary={`${invitation.primary_user_full_name} invited you as ${roleLabel(invitation.role).toLowerCase()} · ${AccountTypeLabel[invitation.account_type]} · expires ${formatDate(invitation.expires)}`}
                />
              </ListItem>
            );
          })}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
