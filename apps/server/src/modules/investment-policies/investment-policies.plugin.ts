import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { investmentPoliciesOperatorRoutes } from './investment-policies.operator-routes.js';
import { investmentPoliciesRoutes } from './investment-policies.routes.js';
import { InvestmentPolicyReviewService } from './investment-policy-review.service.js';
import { InvestmentPoliciesService } from './investment-policies.service.js';
import { activateReviewedInvestmentPolicy } from './investment-policy-facts.js';
import { InvestmentRestrictionsService } from './investment-restrictions.service.js';
import { StrategicAllocationService } from './strategic-allocation.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    investmentPolicies: InvestmentPoliciesService;
    strategicAllocations: StrategicAllocationService;
    investmentRestrictions: InvestmentRestrictionsService;
    investmentPolicyReview: InvestmentPolicyReviewService;
  }
}

/** The investment policy statement of an account with the private portfolio (issue #20 item 4). */
export const investmentPoliciesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('investmentPolicies', new InvestmentPoliciesService(app.db, app.productReference, app.events));
    app.decorate('strategicAllocations', new StrategicAllocationService(app.db, app.productReference));
    app.decorate('investmentRestrictions', new InvestmentRestrictionsService(app.db, app.productReference));
    app.events.on('accounts.account-activated', (event, tx) =>
      activateReviewedInvestmentPolicy(tx, event.accountId, event.at),
    );
    app.decorate('investmentPolicyReview', new InvestmentPolicyReviewService(app.db, app.notifications));
    await registerApiRoutes(app, investmentPoliciesRoutes);
    await app.registerOperatorRoutes(investmentPoliciesOperatorRoutes);
  },
  { name: 'investment-policies', dependencies: ['accounts', 'notifications', 'operator', 'product-reference'] },
);
