// The one LISTEN of every store: a connection of its own that comes back after losing the server.
// While it is away, notices are missed: `onDeaf` says so at once, `onHearing` once it listens again.

import pg from 'pg';

export interface ChannelListener {
  /** Whether notices are being heard right now. */
  readonly hearing: boolean;
  close: () => Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  /** How pg_stat_activity names the connection. */
  applicationName: string;
  /** A notice on the channel, with its payload ('' when NOTIFY gave none). */
  onNotice: (payload: string) => void;
  onDeaf: () => void;
  onHearing: () => void;
  log: (line: string) => void;
  /** The wait before another try after losing the server (ms). */
  retryMs?: number;
}

export async function listenChannel(options: ListenOptions): Promise<ChannelListener> {
  const { url, channel, applicationName, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`"${channel}" is not a plain channel name`);
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    client.on('notification', (message) => {
      if (message.channel === channel) options.onNotice(message.payload ?? '');
    });
    client.on('error', (error) => {
      log(`${applicationName}: lost the database (${error.message}); asking it on every read until back`);
      drop(client);
    });
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    options.onHearing();
  }

  function drop(client: pg.Client): void {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    options.onDeaf();
    schedule();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log(`${applicationName}: cannot reach the database yet (${(error as Error).message})`);
        schedule();
      });
    }, options.retryMs ?? 1000);
    retry.unref();
  }

  await connect();
  return {
    get hearing() {
      return current !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
