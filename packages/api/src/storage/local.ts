import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { objectName, type FileStorage, type ObjectBody, type StoredObject } from './types';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files on local disk under `<root>/<tenant>/<uuid>` (the default storage). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private pathOf(object: StoredObject): string {
    return path.join(this.root, ...objectName(object).split('/'));
  }

  async put(object: StoredObject, body: ObjectBody): Promise<void> {
    const target = this.pathOf(object);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target then renamed, so a reader never sees half a file.
    const partial = `${target}.partial`;
    const handle = await open(partial, 'w');
    try {
      if (Buffer.isBuffer(body)) await handle.writeFile(body);
      else for await (const chunk of body.stream) await handle.write(chunk as Buffer);
      await handle.sync();
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      await handle.close();
    }
    await rename(partial, target);
  }

  async get(object: StoredObject): Promise<Readable | null> {
    const target = this.pathOf(object);
    try {
      const handle = await open(target, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(object: StoredObject): Promise<void> {
    await rm(this.pathOf(object), { force: true });
  }

  close(): void {
    // Nothing is held open between calls.
  }
}
