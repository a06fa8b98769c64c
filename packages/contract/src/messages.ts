/**
 * Every message the documents quote, word for word, as a named constant. Screens and the
 * server import these; nothing re-types a quoted sentence. A message with a placeholder is a
 * function of the value that fills it. Wording the documents do not quote is marked as ours.
 *
 * The apps read them all through this one object; each domain keeps its own part beside its
 * schemas (`<domain>/<domain>.messages.ts`), so a domain's wording is found and changed in one
 * place. No two parts may name the same message: a later spread would hide an earlier one
 * without a word, so test/messages.test.ts checks.
 */
import { accountSpecMessages } from './accounts/accounts.messages.js';
import { advisorSpecMessages } from './advisors/advisors.messages.js';
import { authSpecMessages } from './auth/auth.messages.js';
import { bankAccountSpecMessages } from './bank-accounts/bank-accounts.messages.js';
import { dashboardSpecMessages } from './dashboard/dashboard.messages.js';
import { documentSpecMessages } from './documents/documents.messages.js';
import { errorSpecMessages } from './errors/errors.messages.js';
import { fieldSpecMessages } from './fields/fields.messages.js';
import { fileSpecMessages } from './files/files.messages.js';
import { identitySpecMessages } from './identity/identity.messages.js';
import { invitationSpecMessages } from './invitations/invitations.messages.js';
import { notificationSpecMessages } from './notifications/notifications.messages.js';
import { portfolioApplicationSpecMessages } from './portfolio-application/portfolio-application.messages.js';
import { productSpecMessages } from './products/products.messages.js';
import { profileSpecMessages } from './profile/profile.messages.js';
import { rebalanceSpecMessages } from './rebalance/rebalance.messages.js';
import { registrationSpecMessages } from './registration/registration.messages.js';
import { reportSpecMessages } from './reports/reports.messages.js';
import { signingSpecMessages } from './signing/signing.messages.js';
import { supportSpecMessages } from './support/support.messages.js';
import { uiSpecMessages } from './ui/ui.messages.js';

export const Messages = {
  ...errorSpecMessages,
  ...fieldSpecMessages,
  ...fileSpecMessages,
  ...uiSpecMessages,
  ...authSpecMessages,
  ...invitationSpecMessages,
  ...registrationSpecMessages,
  ...identitySpecMessages,
  ...profileSpecMessages,
  ...supportSpecMessages,
  ...accountSpecMessages,
  ...bankAccountSpecMessages,
  ...portfolioApplicationSpecMessages,
  ...productSpecMessages,
  ...signingSpecMessages,
  ...dashboardSpecMessages,
  ...documentSpecMessages,
  ...advisorSpecMessages,
  ...rebalanceSpecMessages,
  ...reportSpecMessages,
  ...notificationSpecMessages,
} as const;
