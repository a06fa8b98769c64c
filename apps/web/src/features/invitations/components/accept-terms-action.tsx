import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { TermsAndPrivacyLabel } from '../../../components/flat-pages/terms-and-privacy-label';
import { StepAction } from './step-action';

/**
 * An invitation's welcome action: the terms box (its label links both documents), then 'Accept and
 * continue', which stays disabled until the box is ticked and while the acceptance is on its way.
 */
export function AcceptTermsAction({ pending, onAccept }: { pending: boolean; onAccept: () => void }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label={<TermsAndPrivacyLabel lead="I have read and accept" />}
      />
      <StepAction label="Accept and continue" disabled={!agreed || pending} onClick={onAccept} />
    </>
  );
}
