import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { isDatabaseUnreachable } from '../db/database-unreachable.ts';
import { BadRequestError } from '../errors/bad-request-error.ts';
import { DatabaseUnavailableError } from '../errors/database-unavailable-error.ts';
import { errorMap } from '../errors/error-map.ts';
import { InternalError } from '../errors/internal-error.ts';
import { InvalidJsonError } from '../errors/invalid-json-error.ts';
import { PayloadTooLargeError } from '../errors/payload-too-large-error.ts';
import { RouteNotFoundError } from '../errors/route-not-found-error.ts';
import { UnsupportedMediaTypeError } from '../errors/unsupported-media-type-error.ts';
import { ValidationError } from '../errors/validation-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Replaces 'Données invalides' for this route's 400s, where the spec words it (§5). */
    validationMessage?: string;
  }
}

// Errors Fastify raises before a route runs, by their code.
const frameworkErrors: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new PayloadTooLargeError(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new UnsupportedMediaTypeError(),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new InvalidJsonError(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new InvalidJsonError(),
};

/** Every error the api sends has this body: `{ code, message, title?, ...details }`. */
export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const entry: { status: number; message: string; title?: string } = errorMap[error.name];
  // A refusal that passes (a rate limit, a busy engine) says when to ask again.
  if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(entry.status).send({
    code: error.name,
    message: entry.message,
    ...(entry.title ? { title: entry.title } : {}),
    ...error.details,
  });
}

// Text PostgreSQL cannot store (U+0000 in a search, a name, an id): the input is bad, not the server.
// 22021 character_not_in_repertoire, 22P05 untranslatable_character; Drizzle puts the driver's error in a cause.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && UNSTORABLE_TEXT_CODES.has(String(cause.code))) return true;
  }
  return false;
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (isUnstorableText(error)) return new BadRequestError();
  // The database is down or restarting: a French 503 the client may retry, not a 500.
  if (isDatabaseUnreachable(error)) return new DatabaseUnavailableError();
  if (error instanceof z.ZodError) {
    return ValidationError.fromZod(error, request.routeOptions.config.validationMessage);
  }
  const code = 'code' in error ? error.code : undefined;
  const known = code ? frameworkErrors[code] : undefined;
  if (known) return known();
  // The JSON parser reports syntax errors as a plain SyntaxError with a 400 status.
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (error instanceof SyntaxError && status === 400) return new InvalidJsonError();
  if (status !== undefined && status >= 400 && status < 500) return new BadRequestError();
  return null;
}

/**
 * The single error handler (docs/architecture.md): typed errors are answered from `error-map.ts`, anything
 * else is logged with its request and answered with a generic French 500, never its stack.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const appError = toAppError(error, request);
      if (appError) {
        if (errorMap[appError.name].status >= 500) request.log.error({ err: error }, appError.name);
        return sendAppError(reply, appError);
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendAppError(reply, new InternalError());
    });
    // Reached by unknown /api routes, and by paths the front-end plugin hands back (a missing /mfe/ file).
    app.setNotFoundHandler((_request, reply) => sendAppError(reply, new RouteNotFoundError()));
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors` option: the router refuses some URLs before any route or error
 * handler runs (a malformed URL, a path parameter over 100 characters). They get French too.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // No route has a parameter that long: nothing can be found there.
  sendAppError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new RouteNotFoundError() : new BadRequestError());
}
