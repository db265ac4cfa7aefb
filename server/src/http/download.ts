/**
 * `Content-Disposition` for downloads (bad-inputs 34): an ASCII fallback without quotes, control
 * characters or path separators, and the real name RFC 5987-encoded in `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/;%]/g, '_')
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback === '' ? 'download' : fallback}"; filename*=UTF-8''${encoded}`;
}
