import {
  BadRequestException,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { BODY_MESSAGES } from './body-policy';

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

/** Limits of one upload route: bytes of the file, number of files and of plain fields. */
export interface UploadLimits {
  /** Largest file, bytes (413 beyond it). */
  fileSize: number;
  /** Files accepted in the field (default 1; more is a 422). */
  files?: number;
  /** Plain text fields accepted next to the file (default 10; more is a 422). */
  fields?: number;
}

type UploadRequest = FastifyRequest & { uploadedFile?: UploadedFilePart };

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
      if (req.isMultipart()) await readForm(req, field, limits);
      return next.handle();
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
    throw uploadError(err);
  }
  req.body = body;
}

/** Parameter decorator: the file read by {@link FileUpload} (undefined when none was sent). */
export const UploadedPart = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UploadedFilePart | undefined => ctx.switchToHttp().getRequest<UploadRequest>().uploadedFile,
);

/**
 * Global interceptor: a `multipart/form-data` request to a route that takes no file (no
 * FileUpload interceptor on the handler or its controller) answers 415 "Tipo di contenuto non
 * supportato", Italian, instead of running the route with an empty body (issue 36: a PUT sent as
 * multipart, with or without boundary, answered 200 and changed nothing).
 */
@Injectable()
export class MultipartOnlyOnUploads implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const req = ctx.switchToHttp().getRequest<FastifyRequest>();
      if (typeof req.isMultipart === 'function' && req.isMultipart()) {
        const declared = [
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, ctx.getHandler()) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, ctx.getClass()) as unknown[] | undefined) ?? []),
        ];
        if (!declared.some((i) => typeof i === 'function' && (i as unknown as Record<symbol, unknown>)[FILE_UPLOAD])) {
          throw new UnsupportedMediaTypeException(BODY_MESSAGES.mediaType);
        }
      }
    }
    return next.handle();
  }
}
