import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/**
 * An advisor's photo. The route needs the session key, which an <img src> cannot send, so the
 * photo is fetched like any call and shown from an object URL. Its address carries a version,
 * so a fetched photo is kept for the visit.
 */
export function getAdvisorPhoto(url: string): Promise<Blob> {
  // The advisor list gives the address from /api on; the client adds /api itself.
  return api.get(url.replace(/^\/api/, ''), { responseType: 'blob', accept: 'image/*' });
}

export function advisorPhotoQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['advisors', 'photo', url],
    queryFn: () => getAdvisorPhoto(url),
    staleTime: Infinity,
    // Without the photo the card shows initials: nothing to announce.
    meta: { errorHandling: 'form' },
  });
}

/** An object URL of the photo while the caller is on screen, or null (no photo, loading, failed). */
export function useAdvisorPhoto(url: string | null): string | null {
  const photo = useQuery({ ...advisorPhotoQueryOptions(url ?? ''), enabled: url !== null });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const blob = photo.data;
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [blob]);
  return objectUrl;
}
