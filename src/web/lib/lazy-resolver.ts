import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded when the form first checks, not with its page: a page that must answer a tap
 * soon on a slow phone (the player page) then hydrates without zod (shared/player-page-texts.ts). A load
 * that fails (the network dropped) answers `unavailable` as the form's error, so the person is told, and
 * is tried again at the next check.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
  unavailable: string,
): Resolver<Values, Context, Output> {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    let resolver: Resolver<Values, Context, Output>;
    try {
      resolver = await loaded;
    } catch {
      loaded = undefined;
      const errors = { root: { type: 'unavailable', message: unavailable } } as FieldErrors<Values>;
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}
