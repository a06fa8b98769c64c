import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { accountProductsRoutes } from './account-products.routes.js';
import { productReferenceOperatorRoutes } from './product-reference.operator-routes.js';
import { productReferenceRoutes } from './product-reference.routes.js';
import { ProductReferenceService } from './product-reference.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    productReference: ProductReferenceService;
  }
}

/**
 * The products' reference data: what the product screens choose from, read by signed-in users,
 * replaced by the operator's reference file.
 */
export const productReferencePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('productReference', new ProductReferenceService(app.db, app.tenants));
    await registerApiRoutes(app, productReferenceRoutes);
    await registerApiRoutes(app, accountProductsRoutes);
    await app.registerOperatorRoutes(productReferenceOperatorRoutes);
  },
  { name: 'product-reference', dependencies: ['operator', 'tenants', 'accounts'] },
);
