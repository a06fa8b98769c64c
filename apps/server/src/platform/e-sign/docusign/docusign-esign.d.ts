/**
 * The part of `docusign-esign` (v10, plain JavaScript without types) that the DocuSign adapter
 * uses. Request models are plain objects: the SDK sends what it is given as JSON. Answers are the
 * SDK's model objects, read here as their documented fields (all strings in DocuSign's API).
 */
declare module 'docusign-esign' {
  namespace docusign {
    interface Document {
      documentId: string;
      name: string;
      fileExtension: string;
      documentBase64: string;
    }

    interface SignHere {
      anchorString: string;
      anchorUnits: 'pixels' | 'inches' | 'mms' | 'cms';
      anchorXOffset: string;
      anchorYOffset: string;
      anchorIgnoreIfNotPresent: 'true' | 'false';
    }

    interface Signer {
      recipientId?: string;
      clientUserId?: string;
      name?: string;
      email?: string;
      routingOrder?: string;
      tabs?: { signHereTabs?: SignHere[] };
      /** In answers: created, sent, delivered, signed, declined, completed, autoresponded, ... */
      status?: string;
      sentDateTime?: string;
      deliveredDateTime?: string;
      signedDateTime?: string;
      declinedDateTime?: string;
    }

    interface Recipients {
      signers?: Signer[];
    }

    interface TextCustomField {
      name: string;
      value: string;
      show: 'true' | 'false';
      required: 'true' | 'false';
    }

    interface EnvelopeDefinition {
      emailSubject: string;
      status: 'sent' | 'created';
      documents: Document[];
      recipients: Recipients;
      customFields?: { textCustomFields?: TextCustomField[] };
    }

    interface EnvelopeSummary {
      envelopeId?: string;
      status?: string;
    }

    interface RecipientViewRequest {
      returnUrl: string;
      authenticationMethod: string;
      clientUserId: string;
      recipientId?: string;
      userName: string;
      email: string;
    }

    interface ViewUrl {
      url?: string;
    }

    interface Envelope {
      envelopeId?: string;
      /** created, sent, delivered, signed, completed, declined, voided, deleted, ... */
      status?: string;
      recipients?: Recipients;
      customFields?: { textCustomFields?: TextCustomField[] };
    }

    /** PUT envelopes/{id}: only what the portal changes (withdrawing an envelope). */
    interface EnvelopeUpdate {
      status: 'voided';
      voidedReason: string;
    }

    interface EnvelopeUpdateSummary {
      envelopeId?: string;
    }

    class ApiClient {
      constructor(opts?: { basePath?: string });
      /** Milliseconds each request may take. */
      timeout: number;
      setBasePath(basePath: string): void;
      addDefaultHeader(header: string, value: string): void;
    }

    class EnvelopesApi {
      constructor(apiClient: ApiClient);
      createEnvelope(accountId: string, opts: { envelopeDefinition: EnvelopeDefinition }): Promise<EnvelopeSummary>;
      createRecipientView(
        accountId: string,
        envelopeId: string,
        opts: { recipientViewRequest: RecipientViewRequest },
      ): Promise<ViewUrl>;
      getEnvelope(accountId: string, envelopeId: string, opts?: { include?: string }): Promise<Envelope>;
      update(accountId: string, envelopeId: string, opts: { envelope: EnvelopeUpdate }): Promise<EnvelopeUpdateSummary>;
    }
  }

  export = docusign;
}
