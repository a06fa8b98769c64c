export { filesPlugin } from './files.plugin.js';
export { findOwnedFile, insertUploadedFile, markFileDeleted } from './uploaded-files.repository.js';
export { FILE_TOO_LARGE, safeFileName, UploadedFilesService } from './uploaded-files.service.js';
