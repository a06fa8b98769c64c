import { SignerStatus, type ChangeRequestToSign } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const STATUS_TEXT: Record<SignerStatus, string> = {
  [SignerStatus.sent]: 'Not signed yet',
  [SignerStatus.viewed]: 'Viewed, not signed yet',
  [SignerStatus.signed]: 'Signed',
  [SignerStatus.declined]: 'Declined',
  [SignerStatus.expired]: 'Link expired',
};

/** Who signs the envelope and where each stands (spec 2 §6: the server never lists admin approvers). */
export function SignerList({
  signers,
  heading = 'Who signs',
}: {
  signers: ChangeRequestToSign['signers'];
  heading?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {signers.map((signer) => (
          <ListItem key={signer.id} disableGutters>
            <ListItemText primary={signer.name} secondary={STATUS_TEXT[signer.status]} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
