/**
 * The baseline: a bare node:http server answering every request with one fixed JSON body
 * (the bytes of a real /api/public/items answer). Run as its own process, like the app, so
 * both compete with the load generator in the same way. Prints its port on stdout.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodyFile = process.argv[2];
if (!bodyFile) throw new Error('usage: bare-server.ts <body.json>');
const body = readFileSync(bodyFile);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(body.length),
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  if (addr && typeof addr === 'object') process.stdout.write(`listening ${addr.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
