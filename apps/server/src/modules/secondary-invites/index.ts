export { secondaryInvitesPlugin } from './secondary-invites.plugin.js';
