import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info({ publicUrl: config.publicUrl, database: config.database.kind }, `Lettra api listening on ${config.publicUrl}`);

// On SIGTERM (a deploy, a scale-in): stop listening, let requests in flight end (a generation streams
// to its end and is saved), then close the database (app's onClose). Saves are transactions, so
// even the forced exit after the grace period leaves no half-written letter.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'requests still running after the grace period: exiting');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    // A keep-alive connection whose request ends during the close (a finished generation) stays
    // open and would hold the close until its idle timeout: drop such connections as they go quiet.
    setInterval(() => app.server.closeIdleConnections(), 250).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
