/** What the realtime socket's error frames say, by error code (ours: the documents quote none). */
export const RealtimeMessages = {
  badFrame: 'Each frame must be one JSON object with one of connect, subscribe, unsubscribe or ping.',
  notConnected: 'Send {"connect": {"token": ...}} first.',
  alreadyConnected: 'This socket is already connected.',
  invalidToken: 'The token is not valid or has expired. Ask for a new one.',
  permissionDenied: 'You may subscribe only to your own channels.',
  tooManySubscriptions: 'Too many subscriptions on one socket.',
} as const;
