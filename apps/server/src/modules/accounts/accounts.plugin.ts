import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkedRegister, type BusinessRegister } from '../../platform/registers/business-register.js';
import { createBusinessRegister } from '../../platform/registers/create-business-register.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { accountsOperatorRoutes } from './accounts.operator-routes.js';
import { accountsRoutes } from './accounts.routes.js';
import { AccountsAdminService } from './accounts-admin.service.js';
import { AccountsService } from './accounts.service.js';
import { BusinessLookups } from './business-lookups.js';
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
    app.decorate('accounts', new AccountsService(app.db, new BusinessLookups(app.db, register, app.log)));
    app.decorate('accountsAdmin', new AccountsAdminService(app.db));
    app.decorate('trustDetails', new TrustDetailsService(app.db));
    app.decorate('corporateAccountDetails', new CorporateAccountDetailsService(app.db));
    app.decorate('signingAuthority', new SigningAuthorityService(app.db));
    await registerApiRoutes(app, accountsRoutes);
    await registerApiRoutes(app, trustDetailsRoutes);
    await registerApiRoutes(app, corporateAccountDetailsRoutes);
    await registerApiRoutes(app, signingAuthorityRoutes);
    await app.registerOperatorRoutes(accountsOperatorRoutes);
  },
  { name: 'accounts', dependencies: ['identity', 'operator'] },
);
