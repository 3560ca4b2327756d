// The API's access token (DESIGN §4): a JWT signed with HS256 and JWT_SECRET, `sub` = the user's id,
// expiring after JWT_TTL_S. The site keeps it in an httpOnly cookie and sends it as a bearer header.
// `iat` is in whole seconds, as JWT has it; `iat_ms`, the same moment to the millisecond, is what
// sign-out revocation compares (a token issued in the sign-out's own second is refused too).
import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokens {
  sign(userId: number, now?: Date): Promise<string>;
  /**
   * The user and issue time (milliseconds since the epoch) of a valid, unexpired token; null for
   * anything else (tampered, expired, malformed).
   */
  verify(token: string): Promise<{ userId: number; issuedAtMs: number } | null>;
}

const ALGORITHM = 'HS256';

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, now = new Date()) {
      const issuedAtMs = now.getTime();
      const issuedAt = Math.floor(issuedAtMs / 1000);
      return new SignJWT({ iat_ms: issuedAtMs })
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
        return Number.isSafeInteger(userId) && userId > 0 ? { userId, issuedAtMs: issuedAtMsOf(payload.iat ?? 0, payload.iat_ms) } : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * `iat_ms` when it agrees with `iat`; a token without it (signed before it existed) counts as issued
 * at the first millisecond of its second, so a sign-out anywhere in that second refuses it.
 */
function issuedAtMsOf(iat: number, iatMs: unknown): number {
  const secondStart = iat * 1000;
  return typeof iatMs === 'number' && Number.isSafeInteger(iatMs) && iatMs >= secondStart && iatMs < secondStart + 1000
    ? iatMs
    : secondStart;
}
