// Serves one remote's production build on its own origin (its own port), as a CDN would:
// CORS open for module scripts, the api's cache policy, the build's precompressed files. Usage: node serve-remote.ts <dir> <port>
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheControlFor } from '@lettra/api/static/cache-policy';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: serve-remote.ts <dossier dist> <port>');

const app = Fastify();
app.addHook('onSend', async (_request, reply) => {
  reply.header('access-control-allow-origin', '*');
});
await app.register(fastifyStatic, {
  root: resolve(dir),
  // The .br/.gz files the build wrote next to each text file, as a CDN serves them.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`remote ${dir} servi sur http://localhost:${port}`);
