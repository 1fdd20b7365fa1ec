import { createHash, randomBytes } from 'node:crypto';

/** A fresh web token (256 random bits). Only its sha256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
