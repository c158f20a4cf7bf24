import { previewGrantSchema, previewRequestSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { PreviewGate } from './preview-gate.ts';

/**
 * HTTP only: `POST /api/remotes/preview`, the shell's check of a preview link before it loads anything
 * (docs/security.md 'Previewing a remote'). Open to visitors: the link itself is the authorisation.
 */
export const previewRoutes: FastifyPluginAsync<{ gate: PreviewGate }> = async (instance, { gate }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/preview', {
    schema: { body: previewRequestSchema, response: { 200: previewGrantSchema } },
    handler: async (request, reply) => {
      const grant = gate.grant(request.body.token);
      reply.header('cache-control', 'no-store');
      return { remote: grant.remote, manifestUrl: grant.manifestUrl, sha256: grant.sha256, expiresAt: grant.expiresAt.toISOString() };
    },
  });
};
