import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The API only knows keys; a driver maps them to storage. Swap the
 * driver by providing another implementation under the STORAGE_DRIVER token: the local folder
 * (below) or an S3 bucket (s3-storage.ts, when S3_BUCKET is set).
 */
export interface StorageDriver {
  /** Stores `data` under `key` (a random, path-safe string). */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores the bytes of the file at `file` (`size` bytes) under `key` without reading it into
   * memory (a streamed upload's temporary file: common/http/upload.ts `toDisk`); `file` itself is
   * left for its owner to remove.
   */
  putFile(key: string, file: string, size: number): Promise<void>;
  /** A stream of the stored bytes; throws if missing. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes (no error if already gone). */
  delete(key: string): Promise<void>;
}

/** Injection token of the StorageDriver. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** A valid storage key: 16 to 128 characters of [A-Za-z0-9_-] (path- and URL-safe). */
export const STORAGE_KEY_RE = /^[A-Za-z0-9_-]{16,128}$/;

/** Local folder driver (default): files in `root` (DATA_DIR/uploads), two-level fan-out by key prefix. */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!STORAGE_KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const f = this.file(key);
    await fs.promises.mkdir(path.dirname(f), { recursive: true });
    await fs.promises.writeFile(f, data, { flag: 'wx', mode: 0o600 });
  }

  /** A hard link when `file` is on the same file system (no copy), else a copy; never over an existing key. */
  async putFile(key: string, file: string): Promise<void> {
    const f = this.file(key);
    await fs.promises.mkdir(path.dirname(f), { recursive: true });
    try {
      await fs.promises.link(file, f);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fs.promises.copyFile(file, f, fs.constants.COPYFILE_EXCL);
    }
  }

  async get(key: string): Promise<Readable> {
    const f = this.file(key);
    await fs.promises.access(f);
    return fs.createReadStream(f);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
