import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Real network faults for tests, no mocks: a TCP proxy in front of a real server that a test can
 * cut ("down": connections are reset and new ones refused) or freeze (connections stay open and
 * nothing is forwarded any more), a server that accepts connections and never answers, and a real
 * SMTP server that records what it receives.
 */
export type TcpProxy = {
  port: number;
  /** Forwards again, on the same port. */
  restore: () => Promise<void>;
  /** Resets every connection and refuses new ones (the port is closed). */
  down: () => Promise<void>;
  /** Keeps connections open but forwards nothing more in either direction; new ones hang too. */
  freeze: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: 'forward' | 'frozen' = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === 'frozen') return; // accepted, never forwarded
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'forward') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    restore: async () => {
      mode = 'forward';
      if (server.listening) return;
      server = net.createServer(onConnection);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    down: closeServer,
    freeze: () => {
      mode = 'frozen';
    },
    close: closeServer,
  };
}

/** A TCP server that accepts connections and never sends a byte (a hung SMTP server). */
export async function startSilentServer(): Promise<{
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((s) => {
    accepted++;
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type ReceivedMail = { messageId: string; to: string[]; at: number };

/**
 * A real SMTP server (smtp-server) without TLS or authentication. `latencyMs` delays the answer to
 * each message's data, as a slow mail server would; `received` lists what was accepted. `port`
 * starts it where an earlier one listened (a mail server back after an outage).
 */
export async function startSmtpServer(opts: { latencyMs?: number; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect: (_session, callback) => {
      open++;
      maxOpen = Math.max(maxOpen, open);
      callback();
    },
    onClose: () => {
      open--;
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? '';
        setTimeout(() => {
          received.push({
            messageId,
            to: session.envelope.rcptTo.map((r) => r.address),
            at: Date.now(),
          });
          callback();
        }, opts.latencyMs ?? 0);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The most connections that were open at once. */
    maxConnections: () => maxOpen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
