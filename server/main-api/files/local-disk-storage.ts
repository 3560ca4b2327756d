// Uploaded files on local disk: `<root>/<first two characters of the key>/<key>`. Uploads are received
// in `<root>/.incoming`, on the same file system, so taking one in is a rename.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.ts';

export function createLocalDiskStorage(root: string): FileStorage {
  const incomingDir = path.join(root, '.incoming');
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    description: `local disk ${root}`,
    incomingDir,
    async save(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch (error) {
        // Another file system after all (a mounted volume): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(sourcePath, target);
      }
    },
    async read(key) {
      const file = pathOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
