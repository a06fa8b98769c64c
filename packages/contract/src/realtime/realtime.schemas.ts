import { z } from 'zod';

/**
 * The realtime protocol on the WebSocket at /api/realtime/ (spec 1 §7, spec 3 §7). JSON text
 * frames, one object each, every one with an optional `id` that the answer echoes:
 *
 *   client -> {"connect": {"token": "<from POST /api/profiles/centrifugo-auth-token/>"}}
 *   server <- {"connect": {"user_id": 7, "ping_interval": 25}}
 *   client -> {"subscribe": {"channel": "inapp#7"}}        (or "reports#7"; only one's own)
 *   server <- {"subscribe": {"channel": "inapp#7"}}
 *   server <- {"channel": "inapp#7", "data": {...Notification}}   (a publication, any time later;
 *             data is null when it was too large to relay between server processes: read again)
 *   client -> {"ping": {}}   server <- {"pong": {}}
 *   server <- {"error": {"code": "permission_denied", "message": "..."}}   (the socket stays open)
 *
 * The server also sends WebSocket pings every `ping_interval` seconds and drops a socket that
 * does not answer (browsers answer by themselves). Close codes below say why a socket was closed.
 */

export const RealtimeErrorCode = {
  badFrame: 'bad_frame',
  notConnected: 'not_connected',
  alreadyConnected: 'already_connected',
  invalidToken: 'invalid_token',
  permissionDenied: 'permission_denied',
  tooManySubscriptions: 'too_many_subscriptions',
} as const;
export type RealtimeErrorCode = (typeof RealtimeErrorCode)[keyof typeof RealtimeErrorCode];

export const RealtimeCloseCode = {
  /** No connect frame in time. */
  connectTimeout: 4000,
  /** The token was missing, forged or expired: get a new one and reconnect. */
  invalidToken: 4001,
  /** The session behind the token ended (sign-out, block, password change). */
  sessionEnded: 4003,
} as const;

const channelName = z.string().min(1).max(100);

/** What a client may send; anything else answers a bad_frame error. */
export const realtimeClientFrameSchema = z.union([
  z.object({ id: z.number().int().optional(), connect: z.object({ token: z.string().min(1).max(2000) }) }).strict(),
  z.object({ id: z.number().int().optional(), subscribe: z.object({ channel: channelName }) }).strict(),
  z.object({ id: z.number().int().optional(), unsubscribe: z.object({ channel: channelName }) }).strict(),
  z.object({ id: z.number().int().optional(), ping: z.object({}) }).strict(),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrameSchema>;

/** What the server sends. */
export type RealtimeServerFrame =
  | { id?: number; connect: { user_id: number; ping_interval: number } }
  | { id?: number; subscribe: { channel: string } }
  | { id?: number; unsubscribe: { channel: string } }
  | { id?: number; pong: Record<string, never> }
  | { id?: number; error: { code: RealtimeErrorCode; message: string } }
  | { channel: string; data: unknown };

/** POST /api/profiles/centrifugo-auth-token/ answers a short-lived token for the WebSocket. */
export const realtimeTokenSchema = z.object({ token: z.string() }).meta({ id: 'RealtimeToken' });
export type RealtimeToken = z.infer<typeof realtimeTokenSchema>;
