/**
 * The keys of the file store (file-store.ts): `folder/name`, the server's own names, segments of
 * letters, digits, `.`, `_` and `-`, never starting with a dot (so never `..`).
 */
export const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Folders: lower-case letters, digits and `-` (no LIKE wildcards: the database store lists by prefix). */
const FOLDER = /^[a-z][a-z0-9-]*$/;

/** Throws unless `key` is a store key (see the file comment). */
export function checkKey(key: string): string[] {
  const segments = key.split('/');
  if (
    segments.length < 2 ||
    !segments.every((segment) => SEGMENT.test(segment)) ||
    !FOLDER.test(segments[0]!)
  ) {
    throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  }
  return segments;
}

/** Throws unless `folder` is the first segment of store keys. */
export function checkFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`Not a file store folder: ${JSON.stringify(folder)}`);
}

/** An error saying the key has no file, with the code Node's file system uses. */
export function noFile(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
}

/** True for the error of a missing file (either store, or the file system). */
export function isNoFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}
