import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/**
 * GET /api/operator/identity-reviews/{userId}/files/{fileId}/: an uploaded document. The route
 * needs the session key, which an <img src> cannot send, so the file is fetched like any call and
 * shown from an object URL.
 */
export function getIdentityReviewFile(url: string): Promise<Blob> {
  // The review gives the address from /api on; the client adds /api itself.
  return api.get(url.replace(/^\/api/, ''), { responseType: 'blob', accept: '*/*' });
}

export function identityReviewFileQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['back-office-identity-reviews', 'file', url],
    queryFn: () => getIdentityReviewFile(url),
    staleTime: Infinity,
    // The document's own place on the page says it could not be shown.
    meta: { errorHandling: 'form' },
  });
}

/** An object URL of the document while the caller is on screen; `failed` when it could not be fetched. */
export function useIdentityReviewFile(url: string, contentType: string): { objectUrl: string | null; failed: boolean } {
  const file = useQuery(identityReviewFileQueryOptions(url));
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const blob = file.data;
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(new Blob([blob], { type: contentType }));
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [blob, contentType]);
  return { objectUrl, failed: file.isError };
}
