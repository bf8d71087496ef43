import type { Deps } from '../core/deps';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/** Stripe when configured (config.ts decides), otherwise the built-in sandbox. */
export function createPaymentProvider(deps: Pick<Deps, 'config' | 'database' | 'clock'>): PaymentProvider {
  const { config } = deps;
  if (config.paymentsProvider === 'sandbox') return createSandboxProvider(deps);
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: without the webhook secret no payment could ever be confirmed',
    );
  }
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
  });
}

/** The provider of this app: the one main.ts made, or one made from config on first use. */
export function paymentProviderOf(deps: Deps): PaymentProvider {
  deps.payments ??= createPaymentProvider(deps);
  return deps.payments;
}
