// The yardstick: a bare Fastify app answering a JSON POST with a small JSON object, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
