import type { Response } from 'supertest';

/** A supertest parser that keeps a binary answer (an image) as one Buffer in `response.body`. */
export function binaryBody(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
