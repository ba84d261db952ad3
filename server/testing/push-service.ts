import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request the fake push service received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on this machine for tests: https with a self-signed certificate for localhost
 * (made with openssl), recording each request and answering with `status` (201 by default).
 * `agent` trusts exactly that certificate, so web-push can be pointed at it without turning
 * certificate checks off.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** The status the next requests get: 201 accepted, 410 gone, … */
  status = 201;
  readonly agent: Agent;
  private readonly server: Server;

  private constructor(key: Buffer, cert: Buffer) {
    this.agent = new Agent({ ca: cert, keepAlive: false });
    this.server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.status, { 'Content-Type': 'text/plain' }).end(this.status < 300 ? '' : 'gone');
      });
    });
  }

  static async start(): Promise<LocalPushService> {
    const dir = mkdtempSync(join(tmpdir(), 'gglib-push-cert-'));
    try {
      execFileSync(
        'openssl',
        [
          'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
          '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
          '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const service = new LocalPushService(readFileSync(join(dir, 'key.pem')), readFileSync(join(dir, 'cert.pem')));
      await new Promise<void>((resolve) => service.server.listen(0, resolve));
      return service;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    this.agent.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the token it sends. */
export function makeSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
  return { ecdh, authSecret, subscription, token: JSON.stringify(subscription) };
}
