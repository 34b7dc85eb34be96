// The ceiling: a bare node:http server that answers each path with bytes captured from the real
// server (status, headers, still-encoded body), held in memory. Its own process, so that it does
// not share an event loop with the load generator, just as the page server does not.
import http from 'node:http';

// Node writes these itself, or they describe the original connection rather than the bytes;
// the length is set below, since the captured answer may have been chunked.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

process.once('message', ({ answers }) => {
  const byPath = new Map();
  for (const { path, status, rawHeaders, body } of answers) {
    const headers = [];
    for (let i = 0; i < rawHeaders.length; i += 2) {
      if (!DROPPED.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1]);
    }
    headers.push('Content-Length', String(body.length));
    byPath.set(path, { status, headers, body: Buffer.from(body) });
  }
  const server = http.createServer((req, res) => {
    const answer = byPath.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    process.send({ url: `http://127.0.0.1:${server.address().port}` });
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  process.once('disconnect', () => process.exit(0));
});
