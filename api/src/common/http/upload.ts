import {
  BadRequestException,
  createParamDecorator,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { catchError, mergeMap, type Observable } from 'rxjs';

import { apiError } from './api-error';

/**
 * One uploaded file, read into memory: what the upload routes hand to the services (the shape of
 * multer's memory storage, which the API used under Express). `size` and `buffer.length` are bytes.
 */
export interface UploadedFilePart {
  /** Form field that carried the file (`file`). */
  fieldname: string;
  /** File name as the browser sent it (UTF-8; see FilesService#decodeUploadName for old clients). */
  originalname: string;
  /** Transfer encoding of the part, e.g. `7bit`. */
  encoding: string;
  /** Type the browser declared; the services check the content itself. */
  mimetype: string;
  /** Bytes. */
  size: number;
  buffer: Buffer;
}

/**
 * One uploaded file written to a temporary file as it arrived (FileUpload with `toDisk`): the
 * request never holds it in memory. `path` is removed when the request ends (a service that keeps
 * the file moves it first: StorageDriver#putFile); `head` is its first UPLOAD_HEAD_BYTES bytes.
 */
export interface UploadedDiskPart {
  fieldname: string;
  originalname: string;
  encoding: string;
  mimetype: string;
  /** Bytes. */
  size: number;
  /** The temporary file (in uploadTmpDir(), mode 0600). */
  path: string;
  /** The first bytes of the file (at most UPLOAD_HEAD_BYTES), to recognise its type. */
  head: Buffer;
}

/** Bytes of an UploadedDiskPart's `head`. */
export const UPLOAD_HEAD_BYTES = 4096;

/** Limits of one upload route: bytes of the file, number of files and of plain fields. */
export interface UploadLimits {
  /** Largest file, bytes (413 beyond it). */
  fileSize: number;
  /**
   * Write the file to a temporary file as it arrives instead of into memory (routes whose files
   * reach hundreds of MB: the RNA import); the route then gets an UploadedDiskPart.
   */
  toDisk?: boolean;
  /** Files accepted in the field (default 1; more is a 422). */
  files?: number;
  /** Plain text fields accepted next to the file (default 10; more is a 422). */
  fields?: number;
}

type UploadRequest = FastifyRequest & { uploadedFile?: UploadedFilePart | UploadedDiskPart };

/** Italian answer (422) for a multipart body that cannot be read. */
const MALFORMED_FORM = 'Modulo di caricamento non valido: il corpo multipart è incompleto, malformato o senza boundary';

/** @fastify/multipart's and busboy's errors, as the answer the upload routes give (400s are answered 422 with an Italian text). */
function uploadError(err: unknown): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('File too large');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new BadRequestException('Too many parts');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new BadRequestException({ message: MALFORMED_FORM, errors: { file: [MALFORMED_FORM] } });
  if (err instanceof HttpException) return err;
  // busboy: "Multipart: Boundary not found", "Unexpected end of form", "Malformed part header"
  if (err instanceof Error && /Boundary not found|Unexpected end of form|Malformed part header|Unexpected end/i.test(err.message))
    return new BadRequestException({ message: MALFORMED_FORM, errors: { file: [MALFORMED_FORM] } });
  return err;
}

/** Marks the interceptor classes made by FileUpload (read by MultipartOnlyOnUploads). */
const FILE_UPLOAD = Symbol('fileUpload');

/**
 * Reads a `multipart/form-data` body (@fastify/multipart): the file of `field` into memory
 * (request.uploadedFile, see {@link UploadedPart}) and the plain fields into `request.body`, for
 * `@Body()` and its validation. Errors: 413 for a file over `limits.fileSize` bytes; 400 (answered
 * 422) for a file in another field, too many files or fields, or a malformed form. A request that
 * is not multipart passes unchanged (no file: the route answers its own 422).
 */
export function FileUpload(field: string, limits: UploadLimits): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    static readonly [FILE_UPLOAD] = true;

    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = ctx.switchToHttp().getRequest<UploadRequest>();
      if (!req.isMultipart()) return next.handle();
      await readForm(req, field, limits);
      const file = req.uploadedFile;
      if (!file || !('path' in file)) return next.handle();
      // the temporary file of a streamed upload is removed before the answer goes, answered or failed
      const remove = () => fs.promises.rm(file.path, { force: true });
      return next.handle().pipe(
        mergeMap(async (value: unknown) => {
          await remove();
          return value;
        }),
        catchError(async (err: unknown) => {
          await remove();
          throw err;
        }),
      );
    }
  }
  return mixin(FileUploadInterceptor);
}

async function readForm(req: UploadRequest, field: string, limits: UploadLimits): Promise<void> {
  const body: Record<string, string> = {};
  try {
    const parts = req.parts({ limits: { fileSize: limits.fileSize, files: limits.files ?? 1, fields: limits.fields ?? 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          part.file.resume();
          throw new BadRequestException('Unexpected field');
        }
        if (limits.toDisk) {
          req.uploadedFile = await writeToDisk(part);
          continue;
        }
        const buffer = await part.toBuffer();
        req.uploadedFile = {
          fieldname: part.fieldname,
          originalname: part.filename,
          encoding: part.encoding,
          mimetype: part.mimetype,
          size: buffer.length,
          buffer,
        };
      } else {
        body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    const file = req.uploadedFile;
    if (file && 'path' in file) await fs.promises.rm(file.path, { force: true });
    req.uploadedFile = undefined;
    throw uploadError(err);
  }
  req.body = body;
}

/**
 * Folder of the streamed uploads' temporary files: UPLOAD_TMP_DIR (README "Configuration": put it on
 * the data volume where the system's temporary folder is a small tmpfs), else the system's.
 */
export function uploadTmpDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOAD_TMP_DIR || os.tmpdir();
}

/** A multipart file part as @fastify/multipart gives it (the fields writeToDisk reads). */
interface FilePartStream {
  fieldname: string;
  filename: string;
  encoding: string;
  mimetype: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * Streams `part` into a new temporary file, keeping its first UPLOAD_HEAD_BYTES bytes; the file is
 * removed again when the part is over the route's limit (busboy then ends it `truncated`: 413) or
 * the stream fails.
 */
async function writeToDisk(part: FilePartStream): Promise<UploadedDiskPart> {
  const file = path.join(uploadTmpDir(), `bandi-upload-${randomBytes(12).toString('hex')}`);
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (headBytes < UPLOAD_HEAD_BYTES) {
        const take = chunk.subarray(0, UPLOAD_HEAD_BYTES - headBytes);
        head.push(Buffer.from(take));
        headBytes += take.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, count, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw Object.assign(new Error('File too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  return {
    fieldname: part.fieldname,
    originalname: part.filename,
    encoding: part.encoding,
    mimetype: part.mimetype,
    size,
    path: file,
    head: Buffer.concat(head),
  };
}

/**
 * Parameter decorator: the file read by {@link FileUpload} (undefined when none was sent): an
 * UploadedFilePart, or an UploadedDiskPart on a route with `toDisk`.
 */
export const UploadedPart = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UploadedFilePart | UploadedDiskPart | undefined =>
    ctx.switchToHttp().getRequest<UploadRequest>().uploadedFile,
);

/**
 * Global guard, after the authentication guard (app.module.ts): a `multipart/form-data` request to
 * a route that takes no file (no FileUpload interceptor on the handler or its controller) answers
 * 415 "Tipo di contenuto non supportato", Italian, instead of running the route with an empty body
 * (issue 36: a PUT sent as multipart, with or without boundary, answered 200 and changed nothing).
 * A guard, not a global interceptor: with any global interceptor Nest wraps every request's
 * handler in two `AsyncResource.bind` and rxjs observables, about a quarter of the CPU of an
 * `/api/health` answer (issue 32, docs/performance.md#request-path); guards cost a function call.
 */
@Injectable()
export class MultipartOnlyOnUploads implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() === 'http') {
      const req = ctx.switchToHttp().getRequest<FastifyRequest>();
      if (typeof req.isMultipart === 'function' && req.isMultipart()) {
        const declared = [
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, ctx.getHandler()) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, ctx.getClass()) as unknown[] | undefined) ?? []),
        ];
        if (!declared.some((i) => typeof i === 'function' && (i as unknown as Record<symbol, unknown>)[FILE_UPLOAD])) {
          throw apiError('request.media_type');
        }
      }
    }
    return true;
  }
}
