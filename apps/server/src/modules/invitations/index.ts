export { type FlowContext, flowContextFor, sendContactCode } from './contact-codes.js';
export { invitationsPlugin } from './invitations.plugin.js';
export type { InviteLinks } from './invitations.service.js';
