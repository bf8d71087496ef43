import { type SmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { FIXTURE, uuidOf } from './dataset';
import { inPool } from './pool';
import type { BenchServer } from './server';

/** Gifts in flight at once: a crowd of donors paying. */
const AT_ONCE = 20;

/** A real SMTP server (nodemailer's smtp-server) that notes when each recipient's message was accepted. */
export interface MailSink {
  url: string;
  /** performance.now() when each address's first message was accepted. */
  acceptedAt: Map<string, number>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const acceptedAt = new Map<string, number>();
  let peer: SmtpPeer | undefined;
  peer = await startSmtpPeer(0, {
    onStored: (message) => {
      const now = performance.now();
      for (const to of message.to) if (!acceptedAt.has(to)) acceptedAt.set(to, now);
      // The bench needs the times, not the messages (a receipt with its PDF is about 40 KB).
      peer?.received.splice(0);
    },
  });
  return { url: `smtp://127.0.0.1:${peer.port}`, acceptedAt, close: () => peer.close() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Issue 24's gift path: `gifts` donors each pay a $25 gift, 20 at once. Pay is the sandbox provider's
 * button, which applies the payment event exactly as Stripe's webhook would: the ledger, the receipt PDF,
 * the mails into the outbox, in one transaction. The outbox's worker then hands the receipt to the SMTP
 * server. Per gift: from the Pay request to the receipt accepted by the SMTP server.
 */
export async function giftsToMail(server: BenchServer, sink: MailSink, gifts: number) {
  const donor = (i: number) => `bench-gift-${i}@example.com`;
  // The checkouts first, each from its own address (the per-address checkout limit), with
  // TRUST_PROXY on: they are not what is measured.
  const sessions = await inPool(AT_ONCE, gifts, async (i) => {
    const checkout = await post(
      `${server.base}/api/donations/checkout`,
      {
        playerId: uuidOf(`dash-player-${FIXTURE.playerNumber}`),
        amount: 2_500,
        isRecurring: false,
        donorName: `Gift ${i}`,
        donorEmail: donor(i),
      },
      { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    );
    return String(checkout.url).split('/').pop()!;
  });
  const paidAt = new Map<string, number>();
  const start = performance.now();
  await inPool(AT_ONCE, gifts, async (i) => {
    paidAt.set(donor(i), performance.now());
    await post(`${server.base}/api/payments/sandbox/sessions/${sessions[i]}/pay`, {});
  });
  const paidMs = performance.now() - start;
  const deadline = performance.now() + 60_000;
  const arrived = () => [...paidAt.keys()].filter((email) => sink.acceptedAt.has(email)).length;
  while (arrived() < gifts && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const latencies = [...paidAt]
    .filter(([email]) => sink.acceptedAt.has(email))
    .map(([email, at]) => sink.acceptedAt.get(email)! - at)
    .sort((a, b) => a - b);
  const lastAccepted = Math.max(...[...paidAt.keys()].map((email) => sink.acceptedAt.get(email) ?? 0));
  return {
    gifts,
    atOnce: AT_ONCE,
    paidPerSecond: Math.round((gifts / paidMs) * 1000),
    mailedPerSecond: Math.round((latencies.length / (lastAccepted - start)) * 1000),
    p50ms: Math.round(percentile(latencies, 50)),
    p99ms: Math.round(percentile(latencies, 99)),
    receiptsMissing: gifts - latencies.length,
  };
}
