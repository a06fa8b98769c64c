import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl, resolveDataDir } from '../../config/env.js';
import { rfc3161Timestamper } from '../../platform/e-sign/seal/rfc3161-timestamp.js';
import { loadSigningCertificate } from '../../platform/e-sign/seal/signing-certificate.js';
import { findAccount } from '../accounts/index.js';
import { brandingOf, type DocumentBranding } from '../application-documents/index.js';
import {
  SEND_APPLICATION_QUEUE,
  SEND_IPS_CHANGE_QUEUE,
  sendApplicationForSignature,
  sendIpsChangeForSignature,
  type SendApplicationPayload,
  type SendIpsChangePayload,
} from './application-envelope.job.js';
import { returnStatementOfStoppedEnvelope } from './stopped-envelope.js';
import { SEAL_APPLICATION_QUEUE, sealSignedApplication, type SealApplicationPayload } from './signed-documents.job.js';

/**
 * Connects the pieces of issue #21 (README.md beside this file): a submitted application is sent
 * for signature by a job; a completed envelope is sealed and published by another.
 */
export const applicationSigningPlugin = fp(
  async (app: FastifyInstance) => {
    // Loaded once at start: demo mode makes (or reuses) a self-signed key; a broken key stops the start.
    const loaded = loadSigningCertificate({
      env: app.env,
      dataDir: resolveDataDir(app.env),
      applicationName: app.tenants.get(null)?.configuration.name ?? 'Investor portal',
      log: app.log,
    });
    if (!loaded.available)
      app.log.error(`${loaded.reason}; signed application documents are published unsealed until one is set`);
    app.log.info(`application documents are signed through the ${app.signing.provider.name} signing provider`);

    const branding = async (accountId: number): Promise<DocumentBranding> => {
      const account = await findAccount(app.db, accountId);
      const tenant = app.tenants.get(account?.tenantId ?? null);
      if (!tenant) throw new Error(`No company application for account ${accountId}`);
      return brandingOf(tenant.configuration);
    };

    app.jobs.register<SendApplicationPayload>(SEND_APPLICATION_QUEUE, {
      run: (job) =>
        sendApplicationForSignature({ db: app.db, signing: app.signing, brandingOf: branding }, job.payload),
      failed: async (job, error) => {
        app.log.error({ account: job.payload.account_id, error }, 'the application could not be sent for signature');
      },
    });
    app.jobs.register<SendIpsChangePayload>(SEND_IPS_CHANGE_QUEUE, {
      run: (job) => sendIpsChangeForSignature({ db: app.db, signing: app.signing, brandingOf: branding }, job.payload),
      failed: async (job, error) => {
        app.log.error(
          { statement: job.payload.investment_policy_id, error },
          'the changed investment policy statement could not be sent for signature',
        );
      },
    });
    app.jobs.register<SealApplicationPayload>(SEAL_APPLICATION_QUEUE, {
      run: (job) =>
        sealSignedApplication(
          {
            db: app.db,
            storage: app.fileStorage,
            log: app.log,
            brandingOf: branding,
            certificate: loaded.available ? loaded.certificate : null,
            timestamp: app.env.SIGNING_TSA_URL ? rfc3161Timestamper(app.env.SIGNING_TSA_URL) : undefined,
            location: publicUrl(app.env),
          },
          job.payload,
        ),
      failed: async (job, error) => {
        app.log.error({ envelope: job.payload.envelope_id, error }, 'signed application documents were not sealed');
      },
    });

    // Queued in the submission's transaction: sent if and only if the submission commits.
    app.events.on('application-submissions.submitted', async (event, tx) => {
      await app.jobs.enqueue(
        SEND_APPLICATION_QUEUE,
        {
          account_id: event.accountId,
          submission_id: event.submissionId,
          investment_policy_id: event.investmentPolicyId,
        } satisfies SendApplicationPayload,
        { db: tx },
      );
    });
    app.events.on('investment-policies.sent-for-signature', async (event, tx) => {
      await app.jobs.enqueue(
        SEND_IPS_CHANGE_QUEUE,
        { account_id: event.accountId, investment_policy_id: event.investmentPolicyId } satisfies SendIpsChangePayload,
        { db: tx },
      );
    });
    app.signing.setOnEnvelopeCompleted(async (envelopeId) => {
      await app.jobs.enqueue(SEAL_APPLICATION_QUEUE, { envelope_id: envelopeId } satisfies SealApplicationPayload);
    });
    app.signing.setOnEnvelopeStopped((envelopeId) => returnStatementOfStoppedEnvelope(app.db, envelopeId));
  },
  {
    name: 'application-signing',
    dependencies: [
      'accounts',
      'application-submissions',
      'documents',
      'files',
      'investment-policies',
      'signing',
      'tenants',
    ],
  },
);
