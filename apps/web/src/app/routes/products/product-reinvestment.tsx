import { ReinvestmentChoice, ReinvestmentMessages, type ReinvestmentInput } from '@portal/contract';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ReinvestmentConfirmation } from '../../../features/loan-notes-held/components/reinvestment-confirmation';
import { ReinvestmentForm } from '../../../features/loan-notes-held/components/reinvestment-form';
import { routeId } from '../bank-accounts/route-ids';

/** The unconfirmed choice travels in the address (`?choice=rollover&note_type=7`) between the two screens. */
function chosenFrom(search: URLSearchParams): Partial<ReinvestmentInput> | null {
  const choice = search.get('choice');
  if (choice !== ReinvestmentChoice.rollover && choice !== ReinvestmentChoice.repay) return null;
  return { choice, note_type: choice === ReinvestmentChoice.rollover ? routeId(search.get('note_type')) : null };
}

function toQuery(values: ReinvestmentInput) {
  return {
    choice: values.choice,
    note_type: values.choice === ReinvestmentChoice.rollover ? (values.note_type ?? undefined) : undefined,
  };
}

function ChooseReinvestment({ heldNoteId }: { heldNoteId: number }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ReinvestmentForm
      key={search.toString()}
      heldNoteId={heldNoteId}
      chosen={chosenFrom(search)}
      onContinue={(values) =>
        void navigate(
          paths.products.confirmReinvestmentInstruction.getHref({ loanNoteId: heldNoteId }, toQuery(values)),
        )
      }
    />
  );
}

/** /products/{accountId}/product-reinvestment/{id}/: choose what the note does at maturity. */
export function ProductReinvestmentRoute() {
  const params = useParams();
  const heldNoteId = routeId(params.productId);
  if (heldNoteId === null || routeId(params.accountId) === null)
    return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ChooseReinvestment heldNoteId={heldNoteId} />;
}

/** /products/update-product-reinvestment-details/{id}/: the same form, filled with the current instruction. */
export function UpdateProductReinvestmentDetailsRoute() {
  const heldNoteId = routeId(useParams().productId);
  if (heldNoteId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ChooseReinvestment heldNoteId={heldNoteId} />;
}

/** /products/product-reinvestment/confirm-instruction/{id}/?choice=…: confirm, or go back with the choice kept. */
export function ConfirmReinvestmentInstructionRoute() {
  const heldNoteId = routeId(useParams().loanNoteId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chosen = chosenFrom(search);
  if (heldNoteId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  if (!chosen?.choice)
    return <Navigate to={paths.products.updateProductReinvestmentDetails.getHref({ productId: heldNoteId })} replace />;
  const input: ReinvestmentInput = { choice: chosen.choice, note_type: chosen.note_type ?? null };
  return (
    <ReinvestmentConfirmation
      heldNoteId={heldNoteId}
      chosen={input}
      onBack={(accountId) =>
        void navigate(paths.products.productReinvestment.getHref({ accountId, productId: heldNoteId }, toQuery(input)))
      }
      onConfirmed={() =>
        void navigate(paths.products.list.getHref(), { state: { notice: ReinvestmentMessages.recorded } })
      }
    />
  );
}
