import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentityVerifier } from '../../platform/identity/create-identity-verifier.js';
import { IndividualTaxService } from './individual-tax.service.js';
import { PersonalDetailsService } from './personal-details.service.js';
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
    app.decorate('personalDetails', new PersonalDetailsService(app.db, verifier, app.uploadedFiles));
    app.decorate('registrationDetails', new RegistrationDetailsService(app.db, verifier, app.uploadedFiles));
    app.decorate('individualTax', new IndividualTaxService(app.db));
  },
  { name: 'identity', dependencies: ['files'] },
);
