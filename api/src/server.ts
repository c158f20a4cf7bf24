import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info({ publicUrl: config.publicUrl, database: config.database.kind }, `Lettra api listening on ${config.publicUrl}`);

// Stop taking connections, let requests in flight finish, then close the database (app's onClose).
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
