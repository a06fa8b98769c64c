export { applicationSubmissionsPlugin } from './application-submissions.plugin.js';
