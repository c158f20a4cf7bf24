import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Where the database's triggers say that a session, an account or a user's letters changed
 * (drizzle/0004_session_change_notifications.sql, drizzle/0007_letter_change_notifications.sql).
 */
export const SESSION_CHANGES_CHANNEL = 'lettra_session_changes';

export interface ChangeFeedSubscriber {
  /** A notification's payload, once the change it names has committed. */
  change: (payload: string) => void;
  /** Every notification arrives from now on. */
  listening: () => void;
  /** Notifications may be missed from now on (the connection that receives them is lost). */
  lost: () => void;
}

export interface ChangeFeed {
  /** Told at once whether the feed is listening; returns the unsubscribe. */
  subscribe: (subscriber: ChangeFeedSubscriber) => () => void;
}

/** What a database client does with the feed: hand it notifications, say when they may be missed. */
interface ChangeFeedSource extends ChangeFeed {
  dispatch: (payload: string) => void;
  setListening: (listening: boolean) => void;
  readonly subscriberCount: number;
}

function createChangeFeedSource(): ChangeFeedSource {
  const subscribers = new Set<ChangeFeedSubscriber>();
  let listening = false;
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      if (listening) subscriber.listening();
      else subscriber.lost();
      return () => subscribers.delete(subscriber);
    },
    dispatch(payload) {
      for (const subscriber of subscribers) subscriber.change(payload);
    },
    setListening(next) {
      if (next === listening) return;
      listening = next;
      for (const subscriber of subscribers) {
        if (next) subscriber.listening();
        else subscriber.lost();
      }
    },
    get subscriberCount() {
      return subscribers.size;
    },
  };
}

/**
 * Embedded PGlite: one process holds the database, so every change happens here and its
 * notification is delivered before the statement that made it returns.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const source = createChangeFeedSource();
  await client.listen(SESSION_CHANGES_CHANNEL, source.dispatch);
  source.setListening(true);
  return source;
}

// After a lost connection, the first retry comes soon; later ones wait longer, up to half a minute.
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 30_000;

/**
 * A PostgreSQL server shared by every api instance. Two kinds of connections listen:
 * - each connection of the pool, from its start (`listenOnPoolConnection`): PostgreSQL delivers a
 *   transaction's own notifications to its connection before the commit returns, so a change made
 *   here is known here before the request that made it answers;
 * - one connection of its own, kept open while anyone subscribes, for the changes other instances
 *   make. While it is down the feed says `lost`, and it reconnects by itself.
 */
export function postgresChangeFeed(url: string, onConnectionError: (error: Error) => void) {
  const source = createChangeFeedSource();
  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === SESSION_CHANGES_CHANNEL && message.payload !== undefined) source.dispatch(message.payload);
  };

  function connectListener(): void {
    if (closed || listener || source.subscriberCount === 0) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'lettra-session-changes' });
    listener = client;
    const drop = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      source.setListening(false);
      if (error) onConnectionError(error);
      void client.end().catch(() => {});
      if (closed) return;
      retryTimer = setTimeout(connectListener, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };
    client.on('notification', onNotification);
    client.on('error', drop);
    client.on('end', () => drop());
    client
      .connect()
      .then(() => client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`))
      .then(
        () => {
          if (listener !== client) return;
          retryMs = FIRST_RETRY_MS;
          source.setListening(true);
        },
        (error: unknown) => drop(error instanceof Error ? error : new Error(String(error))),
      );
  }

  return {
    feed: {
      subscribe(subscriber: ChangeFeedSubscriber) {
        const unsubscribe = source.subscribe(subscriber);
        connectListener();
        return unsubscribe;
      },
    } satisfies ChangeFeed,
    /** The pool's `onConnect`: every pooled connection listens before it serves a query. */
    async listenOnPoolConnection(client: pg.ClientBase): Promise<void> {
      client.on('notification', onNotification);
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      source.setListening(false);
      await client?.end().catch(() => {});
    },
  };
}
