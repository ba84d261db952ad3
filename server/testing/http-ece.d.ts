/** The part of http_ece (no published types) the push tests use to decrypt a Web Push body. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (decrypt) or the sender's (encrypt). */
    privateKey?: ECDH;
    /** The other side's public key; for aes128gcm decryption it comes from the body's header. */
    dh?: string | Buffer;
    /** base64url string or the raw bytes. */
    authSecret?: string | Buffer;
    key?: Buffer;
    keyid?: string | Buffer;
    salt?: string | Buffer;
    rs?: number;
  }

  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export = ece;
}
