/**
 * An upstream answer crosses in the encoding it came in, so the byte cap alone says nothing of
 * what a browser would inflate: 10 KB of gzip can hold 10 MB. Every encoded answer is therefore
 * decoded here with the same cap on its decoded size; one over the cap, one that does not
 * decode, or one in an encoding this proxy cannot decode is refused (502), never passed on.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

type Decoder = (input: Buffer, options: zlib.ZlibOptions | zlib.BrotliOptions) => Promise<Buffer>;

const DECODERS: Readonly<Record<string, Decoder>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

export type AnswerCheck =
  | { ok: true; decoded: Buffer }
  | { ok: false; reason: 'too-large' | 'undecodable' | 'unknown-encoding' };

/** `body` decoded as its Content-Encoding says, if that stays within `maxBytes`. */
export async function checkAnswerEncoding(
  contentEncoding: unknown,
  body: Buffer,
  maxBytes: number,
): Promise<AnswerCheck> {
  if (contentEncoding === undefined || contentEncoding === null) return { ok: true, decoded: body };
  const codings = String(contentEncoding)
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  // Codings apply in the order listed, so they come off from the last; two are plenty.
  if (codings.length > 2) return { ok: false, reason: 'unknown-encoding' };
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decode = Object.hasOwn(DECODERS, coding) ? DECODERS[coding] : undefined;
    if (!decode) return { ok: false, reason: 'unknown-encoding' };
    try {
      decoded = await decode(decoded, { maxOutputLength: maxBytes });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return { ok: false, reason: code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'undecodable' };
    }
  }
  return { ok: true, decoded };
}
