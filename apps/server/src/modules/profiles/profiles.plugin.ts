import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { notificationSettingsRoutes } from './notification-settings.routes.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { profileMiscRoutes } from './profile-misc.routes.js';
import { profilesRoutes } from './profiles.routes.js';
import { ProfilesService } from './profiles.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
    notificationSettings: NotificationSettingsService;
  }
}

export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('profiles', new ProfilesService(app.db, app.personalDetails, app.registrationDetails));
    app.decorate('notificationSettings', new NotificationSettingsService(app.db));
    await registerApiRoutes(app, profilesRoutes, profileMiscRoutes, notificationSettingsRoutes);
  },
  { name: 'profiles', dependencies: ['identity', 'accounts', 'tenants'] },
);
