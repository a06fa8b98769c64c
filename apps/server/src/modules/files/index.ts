export { filesPlugin } from './files.plugin.js';
export { findOwnedFile } from './uploaded-files.repository.js';
export { safeFileName, UploadedFilesService } from './uploaded-files.service.js';
