// The yardstick of api-throughput.ts: Fastify with nothing on it, answering a small JSON object,
// in a process of its own as the api runs. Prints its port once it listens; stops on SIGTERM.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${new URL(address).port}\n`);
process.once('SIGTERM', () => void app.close());
