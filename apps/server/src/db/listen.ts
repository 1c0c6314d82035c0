/**
 * `LISTEN` on PostgreSQL, heard two ways:
 * - one connection of its own, always listening, which hears what other processes commit; if it ends, what it
 *   would have heard is unknown, and the listener is told (`onLost`);
 * - every connection of the pool, which listens from its start (on AUTH_CHANNEL): PostgreSQL hands a session
 *   its own notifications before the answer to its COMMIT, so a change this process commits is heard before
 *   the code that made it carries on — no window in which this process could act on what it just changed.
 */
import pg from 'pg';

/** `via`: the dedicated connection, or a pool connection (which hears this process's own commits first). */
export type Heard = (payload: string, via: 'listener' | 'pool') => void;

/** `application_name` of the dedicated listening connections. */
export const LISTENER_NAME = 'console-listen';

export interface Listener {
  close(): Promise<void>;
}

/** The channel of session and permission changes (triggers of migration 0015 send on it). */
export const AUTH_CHANNEL = 'console_auth';
/** What every pool connection listens on from its start. */
const POOL_CHANNELS = [AUTH_CHANNEL];

export class PostgresChannels {
  readonly #heard = new Map<string, Set<Heard>>();

  constructor(private readonly url: string) {}

  /**
   * pg-pool's `onConnect`, awaited before a new connection runs its first query: it listens from the start,
   * and hands what it hears to whoever listens on the channel.
   */
  readonly onConnect = async (client: pg.ClientBase): Promise<void> => {
    client.on('notification', (message) => {
      for (const onPayload of this.#heard.get(message.channel) ?? [])
        onPayload(message.payload ?? '', 'pool');
    });
    for (const channel of POOL_CHANNELS) await client.query(`listen ${client.escapeIdentifier(channel)}`);
  };

  /** Listens on `channel` until `close()`; resolves once the dedicated connection listens. */
  async listen(channel: string, onPayload: Heard, onLost: (error: Error) => void): Promise<Listener> {
    // Named, so an operator sees it in pg_stat_activity for what it is (an idle connection that must stay).
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_NAME });
    let settled = false;
    const lose = (error: Error) => {
      if (settled) return;
      settled = true;
      onLost(error);
      client.end().catch(() => {});
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '', 'listener');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      settled = true;
      await client.end().catch(() => {});
      throw error;
    }
    const handlers = this.#heard.get(channel) ?? new Set<Heard>();
    this.#heard.set(channel, handlers);
    handlers.add(onPayload);
    return {
      close: async () => {
        settled = true;
        handlers.delete(onPayload);
        await client.end();
      },
    };
  }
}
