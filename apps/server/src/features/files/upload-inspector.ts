import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';

/** The upload went past the size limit while streaming (answered 'File size is too large'). */
export class UploadTooLargeError extends Error {}

/**
 * Counts, hashes (SHA-256) and limits the bytes of an upload as they stream past, without keeping them:
 * past `maxBytes` it fails, which tears down whatever it is piped into (a temporary file, an S3
 * multipart upload), so a refused upload leaves nothing behind.
 */
export class UploadInspector extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new UploadTooLargeError(`more than ${this.maxBytes} bytes`));
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex SHA-256 of every byte that went through (call once the stream has ended). */
  sha256(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Reads the first `count` bytes of a stream (fewer if it ends sooner) for sniffing, and gives back a
 * stream of the whole content, those bytes first; the rest is not read until that stream is.
 */
export async function peekHead(source: Readable, count: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const ended = await new Promise<boolean>((resolve, reject) => {
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < count && (chunk = source.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= count) finish(false);
    };
    const onEnd = () => finish(true);
    const finish = (done: boolean) => {
      source.off('readable', onReadable).off('end', onEnd).off('error', reject);
      resolve(done);
    };
    source.on('readable', onReadable).once('end', onEnd).once('error', reject);
  });
  const head = Buffer.concat(chunks);
  const body = new PassThrough();
  source.once('error', (error) => body.destroy(error));
  body.write(head);
  if (ended) body.end();
  else source.pipe(body);
  return { head: head.subarray(0, count), body };
}
