export { documentsPlugin } from './documents.plugin.js';
export { attachment as attachmentDisposition } from './content-disposition.js';
export { publishGeneratedDocument, type GeneratedDocument } from './generated-document.js';
