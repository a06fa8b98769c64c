export { documentsPlugin } from './documents.plugin.js';
