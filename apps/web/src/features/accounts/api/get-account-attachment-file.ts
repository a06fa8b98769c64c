import { api } from '../../../lib/api-client';

/** GET the content of an attached file from its `file` address (served under /api to people on the account). */
export function getAccountAttachmentFile(file: string): Promise<Blob> {
  return api.get(file.replace(/^\/api(?=\/)/, ''), { responseType: 'blob', accept: '*/*' });
}
