/**
 * Receiving an upload (bad-inputs 34, 35): the multipart body is streamed to a temporary file under
 * DATA_DIR/uploads with a generated name, never the client's. Exactly one file part is accepted;
 * a second file, no file, or a field other than `uploadKey` is a 400; over the size cap a 413; an
 * aborted request leaves no file behind. The client's file name is only kept, sanitised, for display.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sanitizeDisplayName } from '@datacare/api-client/domain';
import { HttpError } from '../http/errors.ts';

export interface ReceivedUpload {
  /** The temporary file; the caller moves or removes it. */
  tempFile: string;
  /** The client's file name, sanitised for display (no path, no control or bidi characters). */
  fileName: string;
  size: number;
  uploadKey: string | null;
}

const UPLOAD_KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** Longest file name kept for display, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The local folder uploads arrive in (`DATA_DIR/uploads/<random>.part`); the kept originals are the
 * file store's (storage/file-store.ts: in the folder store the same folder, `<batchId>.<kind>`).
 */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The file store's key of an import's kept original (`import_batches.stored_file`): it stays as
 * long as the import (read again for another sheet or encoding, removed with the import).
 */
export function uploadFileKey(storedFile: string): string {
  return `uploads/${path.basename(storedFile)}`;
}

/** A generated, unguessable id (batch ids, stored file names). */
export function generateId(): string {
  return randomBytes(16).toString('base64url');
}

/** The client's file name as we show it: last path segment, no control/bidi characters, at most 200 characters. */
export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = sanitizeDisplayName(base)
    .replace(/["\r\n]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return clean === '' ? 'upload' : clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return chars.slice(0, MAX_FILE_NAME_LENGTH - ext.length).join('') + ext;
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Streams the request's one file to DATA_DIR/uploads/<random>.part. */
export async function receiveUpload(
  request: FastifyRequest,
  options: { dataDir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  const dir = uploadsDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  let received: ReceivedUpload | null = null;
  let uploadKey: string | null = null;
  const cleanup = async () => {
    if (received) await rm(received.tempFile, { force: true });
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 2, fields: 4 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'uploadKey') {
          throw new HttpError(400, 'upload_bad_field', { params: { field: part.fieldname.slice(0, 40) } });
        }
        const value = typeof part.value === 'string' ? part.value : '';
        if (!UPLOAD_KEY.test(value))
          throw new HttpError(400, 'upload_bad_field', { params: { field: 'uploadKey' } });
        uploadKey = value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new HttpError(400, 'upload_bad_field', { params: { field: part.fieldname.slice(0, 40) } });
      }
      if (received) {
        part.file.resume();
        throw new HttpError(400, 'upload_too_many_files');
      }
      const tempFile = path.join(dir, `${generateId()}.part`);
      received = { tempFile, fileName: displayFileName(part.filename), size: 0, uploadKey: null };
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(tempFile, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) {
        throw new HttpError(413, 'upload_file_too_large', {
          params: { limit: formatLimit(options.maxBytes) },
        });
      }
      received.size = size;
    }
  } catch (error) {
    await cleanup();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'upload_file_too_large', { params: { limit: formatLimit(options.maxBytes) } });
    }
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'upload_too_many_files');
    if (code === 'FST_PROTO_VIOLATION')
      throw new HttpError(400, 'upload_bad_field', { params: { field: '__proto__' } });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, 'upload_missing_file');
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.destroyed) {
      throw new HttpError(400, 'upload_aborted');
    }
    // busboy reports a malformed or truncated body as a plain Error ("Unexpected end of form").
    if (error instanceof Error && /unexpected end|malformed|boundary/i.test(error.message)) {
      throw new HttpError(400, 'upload_aborted');
    }
    throw error;
  }
  if (!received) throw new HttpError(400, 'upload_missing_file');
  received.uploadKey = uploadKey;
  return received;
}
