/**
 * `attachment` with the file's name: a plain-ASCII `filename` for old clients and the exact
 * name as RFC 5987 `filename*`, so quotes, semicolons or non-Latin letters can neither break
 * the header nor be lost.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
