import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentityVerifier } from '../../platform/identity/create-identity-verifier.js';
import { PersonalDetailsService } from './personal-details.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    personalDetails: PersonalDetailsService;
  }
}

export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'personalDetails',
      new PersonalDetailsService(app.db, createIdentityVerifier(app.env, app.log), app.uploadedFiles),
    );
  },
  { name: 'identity', dependencies: ['files'] },
);
