import { FlatPageTarget } from '@portal/contract';
import Link from '@mui/material/Link';
import { lazy, Suspense, useState, type MouseEvent } from 'react';

// The Markdown renderer is loaded only when someone opens a document, not with every sign-up form.
const FlatPageDialog = lazy(() => import('./flat-page-dialog').then((m) => ({ default: m.FlatPageDialog })));

/**
 * The label of a "terms and privacy policy" checkbox, with both documents openable in a dialog
 * (`lead` is the wording before them, e.g. 'I agree to'). The label's text stays the same
 * sentence, so the checkbox keeps its accessible name. Opening a document must not tick the box:
 * the click is kept from reaching the label.
 */
export function TermsAndPrivacyLabel({ lead }: { lead: string }) {
  const [open, setOpen] = useState<FlatPageTarget | null>(null);
  const opener = (target: FlatPageTarget) => (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOpen(target);
  };
  return (
    <>
      {lead} the{' '}
      <Link component="button" type="button" variant="body1" onClick={opener(FlatPageTarget.terms)}>
        terms and conditions
      </Link>{' '}
      and the{' '}
      <Link component="button" type="button" variant="body1" onClick={opener(FlatPageTarget.privacy)}>
        privacy policy
      </Link>
      {open && (
        <Suspense fallback={null}>
          <FlatPageDialog target={open} open onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
