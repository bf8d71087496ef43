import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the peer stored it. */
export interface Received {
  raw: string;
  from: string;
  to: string[];
}

export interface SmtpPeerOptions {
  /** Refuses every recipient with 550 (a permanent failure). */
  rejectRcpt?: boolean;
  /** Called at MAIL FROM, before the peer answers; the peer may crash() in it to fail that message. */
  onMailFrom?: () => void;
  /** Called once a message is stored and before the peer answers 250; crash() in it loses the 250. */
  onStored?: (message: Received) => void;
}

export interface SmtpPeer {
  server: SMTPServer;
  port: number;
  received: Received[];
  /** Stops listening and lets open sessions finish (smtp-server answers them 421 after its grace time). */
  close(): Promise<void>;
  /** Dies at once, like a killed process: stops listening and drops every open connection unanswered. */
  crash(): Promise<void>;
}

/** A real SMTP server in this process, on 127.0.0.1 (port 0: any free one), that keeps what it receives. */
export async function startSmtpPeer(port = 0, options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  let crashed = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // It would look up each client's address in the DNS before greeting it: seconds here, with no DNS.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 200,
    onMailFrom(_address, _session, callback) {
      options.onMailFrom?.();
      if (!crashed) callback();
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRcpt) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          raw: Buffer.concat(chunks).toString('utf8'),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        received.push(message);
        options.onStored?.(message);
        if (!crashed) callback();
      });
    },
  });
  const net = (server as unknown as { server: Server }).server;
  net.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-conversation (the SIGKILL tests kill the app with several conversations open)
  // resets its connection; smtp-server reports that as an 'error', which unheard would crash the test
  // process. A real server goes on serving the others, and so does this one.
  server.on('error', () => {});
  const address = net.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: actual,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    crash: () => {
      crashed = true;
      const closed = new Promise<void>((resolve) => net.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      return closed;
    },
  };
}

/** A port nothing listens on (bound, read, released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A header of a raw message, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
