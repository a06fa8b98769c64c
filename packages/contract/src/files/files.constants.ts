/** Uploads of every file field (spec 1 §5, spec 2 §5, §9): which files, how large, how many. */

export const FILE_MAX_SIZE_MB = 10;
export const FILE_MAX_SIZE_BYTES = FILE_MAX_SIZE_MB * 1024 * 1024;
export const ALLOWED_FILE_EXTENSIONS = ['pdf', 'png', 'jpg'] as const;
/** `.jpeg` is the same format as `.jpg`; accepting it spares users a rename. */
export const ACCEPTED_FILE_EXTENSIONS = [...ALLOWED_FILE_EXTENSIONS, 'jpeg'] as const;
export const ALLOWED_FILE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const UploadLimits = {
  genericMaxFiles: 10,
  minFiles: 1,
  certificatesMaxFiles: 10,
  trustDeedsMaxFiles: 5,
} as const;
