import Alert from '@mui/material/Alert';

/** What the last action on a queue or its item came to: done (announced), or the server's refusal. */
export function ActionOutcome({ outcome, refusal }: { outcome: string | null; refusal: string | null }) {
  return (
    <>
      {outcome && (
        <Alert severity="success" role="status">
          {outcome}
        </Alert>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </>
  );
}
