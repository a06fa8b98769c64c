import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { createDocuSignProvider } from '../../platform/e-sign/docusign/create-docusign-provider.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { changeRequestsToSignRoutes } from './change-requests-to-sign.routes.js';
import { signingLinksRoutes } from './signing-links.routes.js';
import { SigningService } from './signing.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningService;
  }
}

export interface SigningPluginOptions {
  /** Called once an envelope has every required signature; sealing and activation hang here. */
  onEnvelopeCompleted?: ((envelopeId: number) => Promise<void> | void) | undefined;
}

/** Signing envelopes and the local provider's pages' API (issue #21 items 2-4). */
export const signingPlugin = fp(
  async (app: FastifyInstance, options: SigningPluginOptions) => {
    app.decorate(
      'signing',
      new SigningService(app.db, {
        storage: app.fileStorage,
        sender: app.messages,
        log: app.log,
        publicUrl: publicUrl(app.env),
        linkTtlMs: app.env.SIGNING_LINK_TTL_SECONDS * 1000,
        // Chosen once at start: DocuSign when configured (a broken key stops the start), else the portal's pages.
        provider: createDocuSignProvider(app.env),
        onEnvelopeCompleted: options.onEnvelopeCompleted ?? (() => undefined),
      }),
    );
    await registerApiRoutes(app, signingLinksRoutes, changeRequestsToSignRoutes);
  },
  { name: 'signing', dependencies: ['accounts', 'files'] },
);
