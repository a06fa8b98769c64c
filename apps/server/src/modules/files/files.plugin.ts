import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveDataDir } from '../../config/env.js';
import { DiskFileStorage } from '../../platform/files/disk-file-storage.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { personalDocumentsRoutes } from './personal-documents.routes.js';
import { UploadedFilesService } from './uploaded-files.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadedFiles: UploadedFilesService;
    /** Where stored files live; modules that keep files of their own (advisor photos, documents) use it. */
    fileStorage: FileStorage;
  }
}

/** File storage on disk under DATA_DIR/files unless another storage is given (tests, S3). */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage | undefined }) => {
    const storage = options.storage ?? new DiskFileStorage(path.join(resolveDataDir(app.env), 'files'));
    app.decorate('fileStorage', storage);
    app.decorate(
      'uploadedFiles',
      new UploadedFilesService(app.db, storage, (id) => `/api/profiles/personal-document/${id}/file/`),
    );
    await registerApiRoutes(app, personalDocumentsRoutes);
  },
  { name: 'files' },
);
