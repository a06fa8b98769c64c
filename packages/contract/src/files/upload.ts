/**
 * Upload rule of every file field: pdf, png or jpg, at most 10 MB unless the field says
 * otherwise. The browser checks before sending and the server checks again on receipt.
 */
import { ACCEPTED_FILE_EXTENSIONS, ALLOWED_FILE_MIME_TYPES, FILE_MAX_SIZE_MB } from './files.constants.js';
import { fileSpecMessages } from './files.messages.js';

export interface UploadCandidate {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type, when the browser or the multipart part gives one. */
  type?: string | undefined;
}

export function isAllowedFileType(file: Pick<UploadCandidate, 'name' | 'type'>): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const extensionOk = (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension);
  // Some browsers leave the type empty; the extension decides then.
  const typeOk = !file.type || (ALLOWED_FILE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return extensionOk && typeOk;
}

/** The message to show for a file that may not be uploaded, or null when it may. */
export function fileUploadProblem(file: UploadCandidate, maxSizeMb: number = FILE_MAX_SIZE_MB): string | null {
  if (!isAllowedFileType(file)) return fileSpecMessages.fileTypeNotSupported;
  if (file.size > maxSizeMb * 1024 * 1024) return fileSpecMessages.maxFileSize(maxSizeMb);
  return null;
}
