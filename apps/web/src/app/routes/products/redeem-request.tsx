import { ApplicationSettingDefaults } from '@portal/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { paths } from '../../../config/paths';
import { useLoanNotesHeld } from '../../../features/loan-notes-held/api/get-loan-notes-held';
import { RedeemRequestForm } from '../../../features/redemptions/components/redeem-request-form';
import { useTenant } from '../../../lib/branding/tenant-context';
import { routeId } from '../bank-accounts/route-ids';

/** /redeem-request/{id}/ (issue #22 item 5): redeem the held note `id`, one of the person's accounts'. */
export function RedeemRequestRoute() {
  const noteId = routeId(useParams().id ?? null);
  const notes = useLoanNotesHeld();
  const navigate = useNavigate();
  const { configuration } = useTenant();
  if (noteId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  const penaltyText =
    configuration.settings.early_redemption_penalty_text ?? ApplicationSettingDefaults.earlyRedemptionPenaltyText;
  return (
    <Loaded query={notes} label="Loading the note">
      {(list) => {
        const note = list.find((n) => n.id === noteId);
        if (!note) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
        return (
          <RedeemRequestForm
            note={note}
            penaltyText={penaltyText}
            onCreated={(request) => navigate(paths.confirmRedeemRequest.getHref({ redeem_request_id: request.id }))}
          />
        );
      }}
    </Loaded>
  );
}
