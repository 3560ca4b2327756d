// Signed, expiring download links (spec §3 "File" `downloadLink`): `/api/files/{id}/download?expires=
// &signature=`, an HMAC-SHA256 of the id and the expiry under a key derived from JWT_SECRET. The
// signature only says the API issued the link; who may use it is checked at download (the owner).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface DownloadLinks {
  linkFor(fileId: string, now?: Date): string;
  check(fileId: string, expires: string | undefined, signature: string | undefined, now?: Date): 'valid' | 'invalid' | 'expired';
}

export function createDownloadLinks(key: Buffer, ttlSeconds: number): DownloadLinks {
  const sign = (fileId: string, expires: string) => createHmac('sha256', key).update(`${fileId}\n${expires}`).digest('base64url');

  return {
    linkFor(fileId, now = new Date()) {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      const query = new URLSearchParams({ expires, signature: sign(fileId, expires) });
      return `/api/files/${fileId}/download?${query.toString()}`;
    },
    check(fileId, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
