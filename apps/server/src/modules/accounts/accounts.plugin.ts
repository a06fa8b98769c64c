import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkedRegister, type BusinessRegister } from '../../platform/registers/business-register.js';
import { createBusinessRegister } from '../../platform/registers/create-business-register.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { accountAttachmentsRoutes } from './account-attachments.routes.js';
import { AccountAttachmentsService } from './account-attachments.service.js';
import { accountPeopleRoutes } from './account-people.routes.js';
import { AccountPeopleService } from './account-people.service.js';
import { accountsOperatorRoutes } from './accounts.operator-routes.js';
import { accountsRoutes } from './accounts.routes.js';
import { AccountsAdminService } from './accounts-admin.service.js';
import { AccountsService } from './accounts.service.js';
import { AccountIndividualTaxService } from './account-individual-tax.service.js';
import { BusinessLookups } from './business-lookups.js';
import { CorporateTaxService } from './corporate-tax.service.js';
import { taxRoutes } from './tax.routes.js';
import { corporateAccountDetailsRoutes } from './corporate-account-details.routes.js';
import { CorporateAccountDetailsService } from './corporate-account-details.service.js';
import { signingAuthorityRoutes } from './signing-authority.routes.js';
import { SigningAuthorityService } from './signing-authority.service.js';
import { trustDetailsRoutes } from './trust-details.routes.js';
import { TrustDetailsService } from './trust-details.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    accountsAdmin: AccountsAdminService;
    trustDetails: TrustDetailsService;
    accountAttachments: AccountAttachmentsService;
    corporateTax: CorporateTaxService;
    accountIndividualTax: AccountIndividualTaxService;
    accountPeople: AccountPeopleService;
    corporateAccountDetails: CorporateAccountDetailsService;
    signingAuthority: SigningAuthorityService;
  }
}

export interface AccountsPluginOptions {
  /** Replaces the register chosen from the environment (tests pass doubles); its numbers are checked too. */
  register?: BusinessRegister | undefined;
}

/** Investment accounts and the account-details step, with the business registers behind them. */
export const accountsPlugin = fp(
  async (app: FastifyInstance, options: AccountsPluginOptions) => {
    const register = options.register ? checkedRegister(options.register) : createBusinessRegister(app.env, app.log);
    app.decorate('accounts', new AccountsService(app.db, new BusinessLookups(app.db, register, app.log), app.events));
    app.decorate('accountsAdmin', new AccountsAdminService(app.db, app.events));
    app.decorate('trustDetails', new TrustDetailsService(app.db));
    app.decorate('accountAttachments', new AccountAttachmentsService(app.db, app.uploadedFiles));
    app.decorate('corporateTax', new CorporateTaxService(app.db));
    app.decorate('accountIndividualTax', new AccountIndividualTaxService(app.db, app.individualTax));
    app.decorate('corporateAccountDetails', new CorporateAccountDetailsService(app.db));
    app.decorate('signingAuthority', new SigningAuthorityService(app.db));
    // Invitation e-mails are jobs queued in the change's transaction (by secondary-invites, on
    // 'accounts.people-invited'); waking the queue after the commit sends them at once.
    app.decorate('accountPeople', new AccountPeopleService(app.db, app.events, () => app.jobs.wake()));
    await registerApiRoutes(
      app,
      accountsRoutes,
      trustDetailsRoutes,
      accountAttachmentsRoutes,
      taxRoutes,
      accountPeopleRoutes,
      corporateAccountDetailsRoutes,
      signingAuthorityRoutes,
    );
    await app.registerOperatorRoutes(accountsOperatorRoutes);
  },
  { name: 'accounts', dependencies: ['identity', 'operator', 'files'] },
);
