import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable bearer value: 32 random bytes, base64url (43 characters). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * What the database keeps of a bearer value: its SHA-256 in hex. The values are 256-bit random,
 * so a plain hash (no salt, no stretching) is enough and lets the server look them up directly.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
