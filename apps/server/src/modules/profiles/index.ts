export { missingIndividualInfoStep, registrationState } from './profile-builder.js';
export { profilesPlugin } from './profiles.plugin.js';
