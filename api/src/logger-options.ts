import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { loggedUrl } from './logged-url.ts';

// Personal data stays out of the logs (docs/security-payments.md §5): session cookies, passwords,
// reset tokens, CV and job posting text, letter text. Log ids, never content.
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.resume',
  '*.cv',
  '*.jobPosting',
  '*.emphasis',
  '*.content',
  '*.letter',
  '*.email',
];

/** Where log lines go instead of stdout: tests read them to check what a request leaves there. */
export interface LogStream {
  write(line: string): void;
}

/**
 * A request as its log lines show it: Fastify's default fields, with the URL's secrets masked (a
 * reset link's token is in its query, logged when the link is opened).
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options for the api's logger: JSON lines, the given level, personal data masked. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
