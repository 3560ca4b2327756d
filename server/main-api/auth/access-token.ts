// The API's access token (DESIGN §4): a JWT signed with HS256 and JWT_SECRET, `sub` = the user's id,
// expiring after JWT_TTL_S. The site keeps it in an httpOnly cookie and sends it as a bearer header.
import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokens {
  sign(userId: number, now?: Date): Promise<string>;
  /** The user and issue time of a valid, unexpired token; null for anything else (tampered, expired, malformed). */
  verify(token: string): Promise<{ userId: number; issuedAt: number } | null>;
}

const ALGORITHM = 'HS256';

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp', 'iat'] });
        const userId = Number(payload.sub);
        const issuedAt = payload.iat ?? 0;
        return Number.isSafeInteger(userId) && userId > 0 ? { userId, issuedAt } : null;
      } catch {
        return null;
      }
    },
  };
}
