/** E-signing the application (spec 2 §4, §8; issue #21): this domain's part of `Messages`. */
export const signingSpecMessages = {
  declineSigningRecorded: 'Your decision to decline signing the documents has been documented.',
} as const;

/** What the signing pages and change requests answer (issue #21 "Bad input"). */
export const SigningMessages = {
  linkNotValid: 'This signing link is not valid.',
  linkExpired: 'This signing link has expired. Ask for a new one from the portal.',
  alreadySigned: 'You have already signed these documents.',
  alreadyDeclined: 'You have declined to sign these documents.',
  envelopeCompleted: 'These documents have already been signed by everyone required.',
  envelopeDeclined: 'Signing was stopped: a signer declined to sign these documents.',
  envelopeExpired: 'Signing these documents has expired.',
  envelopeVoided: 'These documents were withdrawn and can no longer be signed.',
  consentRequired: 'You must agree to sign electronically.',
  nameMismatch: 'Type your full name exactly as it is shown.',
  notSignedYet: 'You have not signed these documents yet.',
  tooManyUnknownLinks: 'Too many signing links from this network were not valid. Please wait a few minutes.',
  markedViewed: 'The documents are marked as viewed.',
  signed: 'Thank you: your signature has been recorded.',
  signedWaitingForOthers: 'You have signed these documents. They are waiting for the other signatories to sign.',
  // Staff's operations on an envelope (operator API, `npm run admin -- signing ...`): our wording.
  envelopeNotFound: 'No signing envelope has this id.',
  voidReasonRequired: 'Give the reason the documents are withdrawn: the signers are told it.',
  providerDidNotVoid:
    'The signing provider did not withdraw the envelope, so nothing was changed. Try again; the server log has its answer.',
} as const;
