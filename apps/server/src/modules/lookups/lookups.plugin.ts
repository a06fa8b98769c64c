import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAddressLookup } from '../../platform/address-lookup/create-address-lookup.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { lookupsRoutes } from './lookups.routes.js';
import { LookupsService } from './lookups.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    lookups: LookupsService;
  }
}

/** Reference lists and address search for the forms. */
export const lookupsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lookups', new LookupsService(createAddressLookup()));
    await registerApiRoutes(app, lookupsRoutes);
  },
  { name: 'lookups' },
);
