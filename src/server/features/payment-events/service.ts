import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { processPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';

/** Stripe's webhook: verified on its raw bytes, then the same fulfilment as the sandbox's page. */
export async function receiveWebhook(
  deps: Deps,
  rawBody: Uint8Array,
  signature: string | undefined,
  appUrl: string,
): Promise<void> {
  const provider = paymentProviderOf(deps);
  if (!provider.readWebhook) throw notFound();
  const event = provider.readWebhook(rawBody, signature);
  if (event) await processPaymentEvent(deps, event, { appUrl });
}
