import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProfilesService } from './profiles.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
  }
}

export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('profiles', new ProfilesService(app.db, app.personalDetails, app.registrationDetails));
  },
  { name: 'profiles', dependencies: ['identity'] },
);
