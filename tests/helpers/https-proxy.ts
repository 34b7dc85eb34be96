import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';

/*
 * A stand-in for the TLS-terminating load balancer, on loopback: it answers https with a
 * certificate made here and forwards to the app with `X-Forwarded-Proto`, as the real one does.
 */

// Just enough DER (X.690) to write one self-signed certificate: node:crypto makes and signs
// keys but has no API to issue a certificate, and a test should not depend on an openssl binary.
function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}
const sequence = (...content: Buffer[]) => der(0x30, ...content);
function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let high = arc >> 7; high > 0; high >>= 7) groups.unshift(0x80 | (high & 0x7f));
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}
function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-01-02T03:04:05.678Z -> 260102030405Z
  const text = iso.slice(2, 19).replace(/[-T:]/g, '') + 'Z';
  return der(0x17, Buffer.from(text, 'ascii'));
}
function extension(id: string, critical: boolean, value: Buffer): Buffer {
  const flag = critical ? [der(0x01, Buffer.from([0xff]))] : [];
  return sequence(objectId(id), ...flag, der(0x04, value));
}

export interface Certificate {
  /** PEM; also the trust anchor clients need, since it signs itself. */
  cert: string;
  key: string;
}

/** A P-256 certificate for `hostname` and 127.0.0.1, valid from yesterday until tomorrow. */
export function selfSignedCertificate(hostname = 'localhost'): Certificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(objectId('1.2.840.10045.4.3.2'));
  const name = sequence(
    der(0x31, sequence(objectId('2.5.4.3'), der(0x0c, Buffer.from(hostname, 'utf8')))),
  );
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01; // positive and minimal
  const day = 24 * 60 * 60 * 1000;
  const altNames = sequence(
    der(0x82, Buffer.from(hostname, 'ascii')),
    der(0x87, Buffer.from([127, 0, 0, 1])),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // v3
    der(0x02, serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(Date.now() - day)), utcTime(new Date(Date.now() + day))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(
      0xa3,
      sequence(
        extension('2.5.29.19', true, sequence(der(0x01, Buffer.from([0xff])))), // CA: its own anchor
        extension('2.5.29.17', false, altNames),
      ),
    ),
  );
  const signature = sign('sha256', tbs, privateKey);
  const body = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const lines = body.toString('base64').match(/.{1,64}/g) ?? [];
  const cert = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  // Fails here, not in a handshake, if the encoding above is ever wrong.
  if (!new X509Certificate(cert).verify(publicKey)) throw new Error('bad self-signed certificate');
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

export interface BalancerOptions {
  /** The app's plain-http origin on loopback. */
  target: string;
  certificate: Certificate;
  /**
   * What plain http gets: `forward` passes it to the app as `X-Forwarded-Proto: http` (the app's
   * own answer); `redirect` answers 301 to the same URL over https, as the balancer is set up to.
   */
  plainHttp: 'forward' | 'redirect';
}

export interface Balancer {
  /** One loopback port that speaks both https and plain http, told apart by the first byte. */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves https and http on the same port so that a client which only lets a host name carry a
 * port (the Observatory builds `http://` and `https://` URLs from one `host:port`) reaches both.
 */
export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const target = new URL(options.target);

  const forward = (proto: 'http' | 'https') => (req: IncomingMessage, res: ServerResponse) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-proto': proto,
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        // Raw headers keep every Set-Cookie line exactly as the app wrote it.
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const redirect = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(301, { Location: `https://${req.headers.host ?? ''}${req.url ?? '/'}` });
    res.end();
  };

  const secure = https.createServer(
    { cert: options.certificate.cert, key: options.certificate.key },
    forward('https'),
  );
  const plain = http.createServer(options.plainHttp === 'forward' ? forward('http') : redirect);
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      // 0x16 opens every TLS handshake record; no HTTP method starts with it.
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        // Clients keep connections alive; the servers above do not own these raw sockets.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
