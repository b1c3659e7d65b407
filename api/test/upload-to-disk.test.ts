import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Controller, Module, Post, UseInterceptors } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import request from 'supertest';
import { FileUpload, UPLOAD_HEAD_BYTES, UploadedPart, type UploadedDiskPart } from '../src/common/http/upload';

/**
 * Streamed uploads (FileUpload with `toDisk`, the RNA import's route: files of hundreds of MB):
 * the file is written to a temporary file as it arrives, never held in memory as a whole, and the
 * temporary file is gone when the request ends, answered, failed in the handler or refused for its
 * size (413). Before, the RNA route read the whole file (up to 200 MB) into one Buffer. A Nest app of
 * its own with the API's multipart plugin and a 1 MB limit; the temporary folder (UPLOAD_TMP_DIR) is this file's.
 */
const LIMIT = 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-to-disk-'));
const seen: { size: number; sha: string; exists: boolean; inMemory: boolean; head: number; underTmp: boolean }[] = [];

/** What the handler saw of the part, and the file's hash read from disk. */
function look(file: UploadedDiskPart | undefined) {
  const data = file ? fs.readFileSync(file.path) : Buffer.alloc(0);
  const view = {
    size: file?.size ?? 0,
    sha: createHash('sha256').update(data).digest('hex'),
    exists: !!file && fs.existsSync(file.path),
    inMemory: !!file && 'buffer' in file,
    head: file?.head.length ?? 0,
    underTmp: !!file && path.dirname(file.path) === tmp,
  };
  seen.push(view);
  return view;
}

@Controller('carica')
class UploadController {
  @Post()
  @UseInterceptors(FileUpload('file', { fileSize: LIMIT, files: 1, toDisk: true }))
  take(@UploadedPart() file: UploadedDiskPart | undefined) {
    return look(file);
  }

  @Post('errore')
  @UseInterceptors(FileUpload('file', { fileSize: LIMIT, files: 1, toDisk: true }))
  fail(@UploadedPart() file: UploadedDiskPart | undefined) {
    look(file);
    throw new Error('il servizio si è fermato');
  }
}

@Module({ controllers: [UploadController] })
class UploadModule {}

let app: NestFastifyApplication;
const env = process.env.UPLOAD_TMP_DIR;
beforeAll(async () => {
  process.env.UPLOAD_TMP_DIR = tmp;
  app = await NestFactory.create<NestFastifyApplication>(UploadModule, new FastifyAdapter(), { logger: false });
  await app.register(fastifyMultipart);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
afterAll(async () => {
  await app?.close();
  if (env === undefined) delete process.env.UPLOAD_TMP_DIR;
  else process.env.UPLOAD_TMP_DIR = env;
  fs.rmSync(tmp, { recursive: true, force: true });
});

const leftovers = () => fs.readdirSync(tmp).filter((f) => f.startsWith('bandi-upload-'));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('uploads streamed to a temporary file', () => {
  it('the handler gets the file on disk, byte for byte, not in memory; the file is gone after the answer', async () => {
    const data = Buffer.alloc(LIMIT - 10, 'x');
    data.write('<?xml version="1.0"?><LISTA_AIUTI>', 0);
    const res = await request(app.getHttpServer()).post('/carica').attach('file', data, 'OpenData_Aiuti_2026_10.xml');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ size: data.length, sha: sha(data), exists: true, inMemory: false, head: UPLOAD_HEAD_BYTES, underTmp: true });
    expect(leftovers()).toEqual([]);
  });

  it('over the limit: 413, and nothing is left on disk', async () => {
    const res = await request(app.getHttpServer())
      .post('/carica')
      .attach('file', Buffer.alloc(LIMIT + 1, 'y'), 'troppo.xml');
    expect(res.status).toBe(413);
    expect(leftovers()).toEqual([]);
  });

  it('a handler that fails: the temporary file is removed too', async () => {
    const before = seen.length;
    const res = await request(app.getHttpServer()).post('/carica/errore').attach('file', Buffer.from('<a/>'), 'piccolo.xml');
    expect(res.status).toBe(500);
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)).toMatchObject({ size: 4, exists: true, inMemory: false, head: 4 });
    expect(leftovers()).toEqual([]);
  });
});
