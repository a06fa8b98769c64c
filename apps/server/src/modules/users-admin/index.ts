export { usersAdminPlugin } from './users-admin.plugin.js';
