import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';
import { loadChangeEmail, loadChangePassword, loadChangePhone, loadSettings } from './settings';

/**
 * Document 1 §2: the /account-new/ area (registration details), and /account/details/ showing the
 * same details hub. Signed in, in the signed-in layout. Its change and settings pages are the
 * settings area's own (./settings.tsx).
 */
export const accountNewRoutes: RouteObject[] = [
  {
    path: paths.account.details.path,
    lazy: page(
      () => import('../routes/account-new/details'),
      (m) => m.DetailsRoute,
    ),
  },
  { path: paths.accountNew.root.path, element: <Navigate to={paths.accountNew.details.getHref()} replace /> },
  {
    path: paths.accountNew.details.path,
    lazy: page(
      () => import('../routes/account-new/details'),
      (m) => m.DetailsRoute,
    ),
  },
  {
    path: paths.accountNew.personalDetails.path,
    lazy: page(
      () => import('../routes/account-new/personal-details'),
      (m) => m.PersonalDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.individualTax.path,
    lazy: page(
      () => import('../routes/account-new/individual-tax'),
      (m) => m.IndividualTaxRoute,
    ),
  },
  {
    path: paths.accountNew.finishLater.path,
    lazy: page(
      () => import('../routes/account-new/finish-later'),
      (m) => m.FinishLaterRoute,
    ),
  },
  {
    path: paths.accountNew.secondaryDocument.path,
    lazy: page(
      () => import('../routes/account-new/secondary-document'),
      (m) => m.SecondaryDocumentRoute,
    ),
  },
  {
    path: paths.accountNew.contactDetails.path,
    lazy: page(
      () => import('../routes/account-new/contact-details'),
      (m) => m.ContactDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.contactDetailsEdit.path,
    lazy: page(
      () => import('../routes/account-new/contact-details-edit'),
      (m) => m.ContactDetailsEditRoute,
    ),
  },
  { path: paths.accountNew.contactDetailsChangeEmail.path, lazy: loadChangeEmail },
  { path: paths.accountNew.contactDetailsChangePhone.path, lazy: loadChangePhone },
  {
    path: paths.accountNew.additionalDetails.path,
    lazy: page(
      () => import('../routes/account-new/additional-details'),
      (m) => m.AdditionalDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.additionalDetailsEdit.path,
    lazy: page(
      () => import('../routes/account-new/additional-details-edit'),
      (m) => m.AdditionalDetailsEditRoute,
    ),
  },
  { path: paths.accountNew.changePassword.path, lazy: loadChangePassword },
  { path: paths.accountNew.settings.path, lazy: loadSettings },
];
