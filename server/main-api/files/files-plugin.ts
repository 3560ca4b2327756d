// What routes need to handle files: `app.fileStorage` (disk or S3, from the config), `app.downloadLinks`
// and `app.removeStoredFiles`; and the hourly sweep of file-cleanup.ts while the API runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { derivedKey } from '../auth/authentication.ts';
import { createDownloadLinks, type DownloadLinks } from './download-links.ts';
import { removeQueuedFiles, sweepFiles } from './file-cleanup.ts';
import { createFileStorage, type FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
    downloadLinks: DownloadLinks;
    /** Removes objects whose rows a committed transaction deleted (queued in `file_deletions`). */
    removeStoredFiles: (storageKeys: readonly string[]) => Promise<void>;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const files = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage }) => {
    const storage = options.storage ?? createFileStorage(app.config);
    app.decorate('fileStorage', storage);
    app.decorate('downloadLinks', createDownloadLinks(derivedKey(app.config.JWT_SECRET, 'file-links'), app.config.FILE_LINK_TTL_S));
    const cleanup = () => ({ db: app.db, storage, log: app.log });
    app.decorate('removeStoredFiles', async (storageKeys: readonly string[]) => {
      if (storageKeys.length > 0) await removeQueuedFiles(cleanup(), storageKeys);
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweepFiles(cleanup()).catch((error: unknown) => app.log.error({ err: error }, 'file sweep failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      storage.close?.();
    });
  },
  { name: 'files', dependencies: ['database'] },
);
