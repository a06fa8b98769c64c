export { secondaryInvitesPlugin } from './secondary-invites.plugin.js';
export { pendingAccountInvites, type PendingAccountInvite } from './pending-account-invites.js';
