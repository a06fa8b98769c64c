import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentityVerifier } from '../../platform/identity/create-identity-verifier.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { individualTaxRoutes } from './individual-tax.routes.js';
import { IndividualTaxService } from './individual-tax.service.js';
import { personalDetailsRoutes } from './personal-details.routes.js';
import { PersonalDetailsService } from './personal-details.service.js';
import { registrationDetailsRoutes } from './registration-details.routes.js';
import { RegistrationDetailsService } from './registration-details.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    personalDetails: PersonalDetailsService;
    registrationDetails: RegistrationDetailsService;
    individualTax: IndividualTaxService;
  }
}

export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const verifier = createIdentityVerifier(app.env, app.log);
    app.decorate('personalDetails', new PersonalDetailsService(app.db, verifier, app.uploadedFiles, app.events));
    app.decorate(
      'registrationDetails',
      new RegistrationDetailsService(app.db, verifier, app.uploadedFiles, app.events),
    );
    app.decorate('individualTax', new IndividualTaxService(app.db, app.events));
    await registerApiRoutes(app, personalDetailsRoutes, registrationDetailsRoutes, individualTaxRoutes);
  },
  { name: 'identity', dependencies: ['files'] },
);
