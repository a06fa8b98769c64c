export { applicationSigningPlugin } from './application-signing.plugin.js';
