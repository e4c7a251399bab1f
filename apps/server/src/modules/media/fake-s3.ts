import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A local stand-in for an S3-compatible service, path-style only: PUT, GET and DELETE of objects kept in a Map. */
export interface FakeS3 {
  endpoint: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Each request as `<METHOD> /<bucket>/<key>`. */
  requests: string[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (!String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  // aws-chunked: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0\r\n<trailers>\r\n\r\n`.
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname.slice(1));
    requests.push(`${req.method} /${name}`);
    void (async () => {
      if (req.method === 'PUT') {
        objects.set(name, { body: await bodyOf(req), contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(name);
        if (!object) {
          res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(name);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
