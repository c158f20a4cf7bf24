import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientSource } from '../client-address/client-source.ts';
import type { JobTicket } from '../lib/worker-pool.ts';

/**
 * The engine job ticket of one request: whose jobs they are (the signed-in account, else the
 * client's address) and a signal that aborts when the client goes before its answer is sent. Both
 * are read only when the request asks for a job, so a request that never does pays for one object.
 */
class RequestTicket implements JobTicket {
  admitted = false;
  private controller: AbortController | null = null;
  private readonly request: FastifyRequest;
  private readonly reply: FastifyReply;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    this.request = request;
    this.reply = reply;
  }

  get owner(): string {
    const { user } = this.request;
    return user ? `user:${user.id}` : `client:${clientSource(this.request.ip)}`;
  }

  get signal(): AbortSignal {
    if (this.controller) return this.controller.signal;
    const controller = new AbortController();
    this.controller = controller;
    // The response, not the request: Node closes a request once its body is read. A response
    // closes when it is sent, or when its connection goes first: only the latter is a departure.
    const response = this.reply.raw;
    const left = () => {
      if (!response.writableFinished) controller.abort();
    };
    if (response.destroyed) left();
    else response.once('close', left);
    return controller.signal;
  }
}

const tickets = new AsyncLocalStorage<JobTicket>();

/**
 * A preHandler hook: the route's handler, and everything it awaits, runs with the request's ticket,
 * which `ticketOfThisRequest` finds wherever an engine job is asked for (a writer deep in a
 * generation included) without every layer passing it along.
 */
export function withRequestTicket(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  tickets.run(new RequestTicket(request, reply), done);
}

/** The ticket of the request being handled, or undefined outside a request (the pool's own jobs). */
export function ticketOfThisRequest(): JobTicket | undefined {
  return tickets.getStore();
}
