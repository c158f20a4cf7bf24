import { AppError } from './app-error.ts';

/**
 * Thrown to a request whose client left while its engine job waited or ran: the job was taken out
 * of the line, or its answer dropped. Nobody reads the answer; its status (499, as nginx logs a
 * client that closed first) keeps it apart from real failures in the logs and metrics.
 */
export class RequestAbandonedError extends AppError {
  override readonly name = 'RequestAbandonedError' as const;
}
