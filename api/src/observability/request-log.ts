import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it ends, with the request, its status and its duration.
 * Fastify's default writes two (one when the request arrives), which doubled the logging cost of
 * every request for nothing the second line does not say (docs/api-performance.md). Errors, stream
 * failures and the other lines keep Fastify's wording.
 */
export class OneLinePerRequest extends LogController {
  // The completed line holds only what Fastify's serializers keep of a request and a reply (method,
  // URL, host, address, port; status): nothing the redaction of logger-options.ts looks for, which
  // cost a tenth of a small request's time. Its logger skips that redaction, and only for this line.
  readonly #unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.#unredactedOf(request.server.log).info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  #unredactedOf(logger: FastifyBaseLogger): FastifyBaseLogger {
    let unredacted = this.#unredacted.get(logger);
    if (!unredacted) {
      unredacted = logger.child({}, { redact: [] });
      this.#unredacted.set(logger, unredacted);
    }
    return unredacted;
  }
}
