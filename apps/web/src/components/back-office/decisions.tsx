import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/dialogs/confirm-dialog';
import { ActionOutcome } from './action-outcome';
import { ReasonDialog, type ReasonSchema } from './reason-dialog';
import { useActionOutcome } from './use-action-outcome';

type Decision = {
  /** The button's and its dialog's confirming words. */
  label: string;
  title: string;
  /** What the dialog says will happen. */
  text: ReactNode;
};

/**
 * An item's two decisions (approve or decline, resend or void) and what the last one came to: one
 * taken after a confirmation (a refusal shows on the page in the server's words), the other with
 * a reason (a field error stays in its dialog). Each `run` resolves to the words that say it is
 * done. The buttons show while the item waits (`shown`), and go once one is taken with `once`.
 */
export function Decisions({
  shown,
  once = false,
  confirm,
  refuse,
}: {
  shown: boolean;
  once?: boolean;
  confirm: Decision & { pending: boolean; run: () => Promise<string> };
  refuse: Decision & { schema: ReasonSchema; maxLength: number; run: (reason: string) => Promise<string> };
}) {
  const [asking, setAsking] = useState<'confirm' | 'refuse' | null>(null);
  const result = useActionOutcome();
  return (
    <Stack spacing={2}>
      <ActionOutcome outcome={result.outcome} refusal={result.refusal} />
      {shown && !(once && result.outcome) && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => setAsking('confirm')} disabled={confirm.pending}>
            {confirm.label}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('refuse')}>
            {refuse.label}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking === 'confirm'}
        title={confirm.title}
        confirmLabel={confirm.label}
        onConfirm={() => {
          setAsking(null);
          void result.act(confirm.run);
        }}
        onCancel={() => setAsking(null)}
      >
        {confirm.text}
      </ConfirmDialog>
      <ReasonDialog
        open={asking === 'refuse'}
        title={refuse.title}
        confirmLabel={refuse.label}
        schema={refuse.schema}
        maxLength={refuse.maxLength}
        onSubmit={async (reason) => {
          result.clear();
          const done = await refuse.run(reason);
          setAsking(null);
          result.done(done);
        }}
        onCancel={() => setAsking(null)}
      >
        {refuse.text}
      </ReasonDialog>
    </Stack>
  );
}
