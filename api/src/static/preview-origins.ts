import type { FastifyInstance } from 'fastify';

/**
 * GET /preview-origins.json: the origins a remote's preview build may be loaded from in the real shell
 * (`PREVIEW_ORIGINS`, docs/federation.md 'Previewing a remote in the real shell'). The shell reads it
 * only when a preview is asked for; the pages' CSP already allows these origins (map-answers.ts).
 */
export function servePreviewOrigins(app: FastifyInstance, origins: string[]): void {
  const body = JSON.stringify({ origins });
  app.get('/preview-origins.json', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body),
  );
}
