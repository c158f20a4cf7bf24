import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake does with one request. */
export type FakeReply =
  /** A streamed answer: `pieces` as content deltas, then `finish_reason: 'stop'`, the usage when asked, and `[DONE]`. */
  | {
      pieces: string[];
      /** Wait before the first piece (the model's own time to first token). */
      firstTokenDelayMs?: number;
      /** Wait between two pieces. */
      pieceDelayMs?: number;
      /** After the pieces, keep the connection open and silent instead of finishing. */
      stallAfterPieces?: boolean;
      /** After the pieces, keep the connection open until this resolves, then finish: a test decides when. */
      endWhen?: Promise<void>;
    }
  /** An HTTP error, as OpenAI sends them. */
  | { status: number; headers?: Record<string, string>; message?: string }
  /** Takes the request and never answers. */
  | { silent: true };

/** The body of a chat completion request, as the SDK sends it. */
export interface ChatRequestBody {
  model: string;
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  n?: number;
  stream_options?: { include_usage?: boolean };
  messages: Array<{ role: string; content: string }>;
}

/** The tokens an answer reports in its last chunk, as OpenAI counts them. */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ReceivedRequest {
  body: ChatRequestBody;
  headers: IncomingHttpHeaders;
  /** The client closed the connection before the answer ended (an aborted upstream call). */
  closedEarly: boolean;
  /** When the first piece was written (performance.now()), for the benchmarks. */
  firstPieceAt: number | null;
  /** When the answer ended (performance.now()). */
  endedAt: number | null;
  /** The usage sent in the last chunk; null unless the request asked for it and the answer ended. */
  usage: FakeUsage | null;
}

export interface FakeChatCompletions {
  /** The `OPENAI_BASE_URL` to use (ends in /v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Answers for the next requests, in their order of arrival; then `fallback`. */
  queue(...replies: FakeReply[]): void;
  /** The answer when the queue is empty; by default a letter of `letterText(index)`. */
  fallback: (body: ChatRequestBody, index: number) => FakeReply;
  /** Resolves once request `index` has arrived (the model call is under way). */
  arrival(index: number): Promise<void>;
  /** Resolves once the connection of request `index` has closed before its answer ended. */
  earlyClose(index: number): Promise<void>;
  /** Forgets the requests and the queue, and restores the default fallback. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A letter of several paragraphs, like a model's, that passes every check for the CV and posting
 * of generation-fixtures.ts (verifyLetter): no repair round. The last paragraphs hold a sentence
 * that a locked preview must never show.
 */
export function letterText(index = 0): string {
  return [
    'Camille Martin',
    '12 rue des Lilas, 69003 Lyon',
    '',
    'Lyon, le 15 mars 2026',
    '',
    'Objet : Candidature au poste de Développeuse Full Stack',
    '',
    'Madame, Monsieur,',
    '',
    `Votre offre de développeuse full stack chez Atelier Numérique a retenu toute mon attention (version ${index}). Concevoir des applications web pour des PME lyonnaises avec TypeScript, React et Node.js, c’est précisément le travail que j’aime et que je mène depuis plusieurs années.`,
    '',
    'Depuis quatre ans, je conçois des applications web en TypeScript et React pour des équipes exigeantes, avec une attention constante à la qualité du code et aux tests. Chez Studio Nord, à Lyon, je développe des fonctionnalités de bout en bout, de l’interface jusqu’au serveur Node.js, et j’écris les tests automatisés qui permettent de livrer sereinement. Je travaille au quotidien avec PostgreSQL, Docker et Git, et j’ai appris à expliquer mes choix techniques à des personnes qui ne codent pas, un atout auprès de clients comme les vôtres.',
    '',
    'Auparavant, à l’Agence Pixel, j’ai réalisé des interfaces accessibles en méthode Scrum, ce qui m’a appris à travailler en équipe, à accepter les revues et à découper un besoin en étapes livrables. Titulaire d’un Master Informatique de l’Université Lyon 1, je lis et rédige sans difficulté la documentation technique grâce à un anglais courant.',
    '',
    `Le passage réservé aux abonnés numéro ${index} : chez Studio Nord, j’ai réduit de 40 % le temps de chargement de notre application principale en retravaillant son architecture.`,
    '',
    'Rejoindre Atelier Numérique me permettrait de mettre cette expérience au service de vos clients : développer de nouvelles fonctionnalités fiables, concevoir des schémas PostgreSQL clairs et partager avec l’équipe mes habitudes de tests. Je suis convaincue que mon parcours répond aux besoins que vous décrivez.',
    '',
    'Je serais heureuse de vous exposer mes motivations lors d’un entretien, à la date qui vous conviendra.',
    '',
    'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    '',
    'Camille Martin',
  ].join('\n');
}

/** The text of a locked letter's hidden part (see letterText). */
export const HIDDEN_SENTENCE = 'Le passage réservé aux abonnés';

/** Splits a text into word pieces that join back to it, as a model streams. */
export function wordPieces(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

const defaultFallback = (_body: ChatRequestBody, index: number): FakeReply => ({ pieces: wordPieces(letterText(index)) });

function chunk(id: string, fields: { choices: unknown[]; usage?: FakeUsage }): string {
  const body = { id, object: 'chat.completion.chunk', created: 1_773_568_800, model: 'gpt-4o-mini', ...fields };
  return `data: ${JSON.stringify(body)}\n\n`;
}

const choice = (delta: Record<string, string>, finishReason: string | null) => ({
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

// A rough count (a token is about four characters of text): tests only need it to be stable.
function usageOf(body: ChatRequestBody, pieces: string[]): FakeUsage {
  const prompt = Math.ceil(body.messages.reduce((sum, message) => sum + message.content.length, 0) / 4);
  return { prompt_tokens: prompt, completion_tokens: pieces.length, total_tokens: prompt + pieces.length };
}

/**
 * A local server that speaks OpenAI's chat-completions protocol, streaming included
 * (`data: {chunk}` lines, then `data: [DONE]`), so that the api is tested through the real
 * `openai` SDK (docs/architecture.md 'Tests'). It records every request and whether its connection
 * closed early.
 */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  let queued: FakeReply[] = [];
  const arrivalWaiters = new Map<number, Array<() => void>>();
  const closeWaiters = new Map<number, () => void>();
  const sockets = new Set<Socket>();

  const fake: FakeChatCompletions = {
    baseUrl: '',
    requests: [],
    queue: (...replies) => {
      queued.push(...replies);
    },
    fallback: defaultFallback,
    arrival: (index) =>
      new Promise((resolve) => {
        if (fake.requests[index]) resolve();
        else arrivalWaiters.set(index, [...(arrivalWaiters.get(index) ?? []), resolve]);
      }),
    earlyClose: (index) =>
      new Promise((resolve) => {
        if (fake.requests[index]?.closedEarly) resolve();
        else closeWaiters.set(index, resolve);
      }),
    reset: () => {
      fake.requests = [];
      queued = [];
      fake.fallback = defaultFallback;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };

  const stream = (response: ServerResponse, record: ReceivedRequest, reply: Extract<FakeReply, { pieces: string[] }>) => {
    const id = `chatcmpl-${fake.requests.length}`;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    const timers: NodeJS.Timeout[] = [];
    let closed = false;
    response.on('close', () => {
      closed = true;
      timers.forEach(clearTimeout);
    });
    const first = reply.firstTokenDelayMs ?? 0;
    const gap = reply.pieceDelayMs ?? 0;
    reply.pieces.forEach((piece, index) => {
      timers.push(
        setTimeout(() => {
          record.firstPieceAt ??= performance.now();
          response.write(chunk(id, choice(index === 0 ? { role: 'assistant', content: piece } : { content: piece }, null)));
        }, first + index * gap),
      );
    });
    if (reply.stallAfterPieces) return;
    // Timers of equal delay fire in order: the end comes right after the last piece.
    const lastAt = first + Math.max(0, reply.pieces.length - 1) * gap;
    const end = () => {
      response.write(chunk(id, choice({}, 'stop')));
      // With `stream_options.include_usage`, OpenAI adds a last chunk without choices that holds the usage.
      if (record.body.stream_options?.include_usage) {
        record.usage = usageOf(record.body, reply.pieces);
        response.write(chunk(id, { choices: [], usage: record.usage }));
      }
      response.end('data: [DONE]\n\n');
      record.endedAt = performance.now();
    };
    const endAfterPieces = () => {
      if (!closed) timers.push(setTimeout(end, lastAt));
    };
    if (reply.endWhen) void reply.endWhen.then(endAfterPieces);
    else endAfterPieces();
  };

  const server = createServer(async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const index = fake.requests.length;
    const record: ReceivedRequest = {
      body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequestBody,
      headers: request.headers,
      closedEarly: false,
      firstPieceAt: null,
      endedAt: null,
      usage: null,
    };
    fake.requests.push(record);
    for (const resolve of arrivalWaiters.get(index) ?? []) resolve();
    arrivalWaiters.delete(index);
    response.on('close', () => {
      if (response.writableFinished) return;
      record.closedEarly = true;
      closeWaiters.get(index)?.();
    });

    const reply = queued.shift() ?? fake.fallback(record.body, index);
    if ('silent' in reply) return;
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify({ error: { message: reply.message ?? `status ${reply.status}`, type: 'server_error' } }));
      return;
    }
    stream(response, record, reply);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // The benchmark opens 1,500 streams at once: the default backlog (511) would reset some of them.
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  await once(server, 'listening');
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
