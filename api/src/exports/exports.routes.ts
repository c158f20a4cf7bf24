import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { exportQuerySchema } from '@lettra/contracts';
import { letterParamsSchema } from '../letters/letters.schemas.ts';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { ExportFormat, ExportsService } from './exports.service.ts';

/**
 * HTTP only: `GET /api/letters/:id/export.pdf` and `/export.docx`, `?layout=classique|moderne|sobre`,
 * as attachments, within the user's download allowance (`limit`, after the session check).
 */
export const exportsRoutes: FastifyPluginAsync<{ service: ExportsService; limit: onRequestAsyncHookHandler }> = async (instance, { service, limit }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  for (const format of ['pdf', 'docx'] as const satisfies ExportFormat[]) {
    app.get(`/letters/:id/export.${format}`, {
      schema: { params: letterParamsSchema, querystring: exportQuerySchema },
      onRequest: limit,
      handler: async (request, reply) => {
        const file = await service.export(signedInUser(request), request.params.id, format, request.query.layout);
        return reply
          .header('content-type', file.mediaType)
          .header('content-disposition', file.contentDisposition)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
      },
    });
  }
};
