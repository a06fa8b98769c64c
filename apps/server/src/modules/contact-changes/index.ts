export { contactChangesPlugin } from './contact-changes.plugin.js';
