export { applicationSubmissionsPlugin } from './application-submissions.plugin.js';
export type { ApplicationSubmitted } from './application-submitted.js';
