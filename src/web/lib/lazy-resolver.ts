import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded when the form first checks, not with its page: a page that must answer a tap
 * soon on a slow phone (the player page) then hydrates without zod (shared/player-page-texts.ts). A load
 * that fails (the network dropped) is tried again at the next check.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
