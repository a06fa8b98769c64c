import { z } from 'zod';

/** An uploaded file as the wire shows it (spec 1 §3 Uploaded file: id, file, file_name, url). */
export const uploadedFileSchema = z
  .object({
    id: z.number().int(),
    file: z.string(),
    file_name: z.string(),
    url: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
