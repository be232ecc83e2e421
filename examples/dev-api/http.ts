import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from '../../testing/devApi/handlers/types';
import { HttpError, MAX_BODY_BYTES } from '../../testing/devApi/http';

/** Reads a request's body as text, refusing one larger than MAX_BODY_BYTES with a 413. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Writes a core reply: JSON, text or no body, never cached. */
export function writeReply(res: ServerResponse, reply: Reply): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if ('json' in reply) {
    res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(reply.json));
  } else if ('text' in reply) {
    res.writeHead(reply.status, {
      'Content-Type': `${reply.contentType ?? 'text/plain'}; charset=utf-8`,
      'Cache-Control': 'no-store',
    });
    res.end(reply.text);
  } else {
    res.writeHead(reply.status, { 'Cache-Control': 'no-store' });
    res.end();
  }
}
