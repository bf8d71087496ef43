import {
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { withIdempotencyKey } from './api';

/*
 * Every change the app asks of the server goes through this hook: React Query's useMutation, plus an
 * Idempotency-Key per submission (server/http/idempotency.ts). A second press, a retry after a timeout or
 * a press while the page is already moving on sends the same key, so the server runs the action once and
 * answers every press with the first answer: never "already paid", never a second row or email.
 *
 * One submission is one set of variables from one component: the key is kept while the variables stay the
 * same, and for a short while after a success (a double press that lands after the first answer). New
 * variables (another item, an edited form) or a success that is older than that start a new submission.
 *
 * A second press of a submission whose request is still out is dropped here, not sent: on a busy phone it
 * can land before the page has drawn the button disabled. Sent, it would take the first's place in React
 * Query, whose per-press callbacks (the "Switched to …" toast) then never run if the first's answer
 * redraws the page without the pressed button before the second's replayed answer comes back.
 */

/** Longer than any double press or bounce; shorter than a person deciding to do the same thing again. */
export const REPEAT_WINDOW_MS = 10_000;

export interface Submission {
  fingerprint: string;
  key: string;
  succeededAt: number | null;
}

function newKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http address (a phone on the LAN in dev).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The variables as text; a file counts by its name, size and date (JSON would make every file "{}"). */
export function fingerprintOf(variables: unknown): string {
  return (
    JSON.stringify(variables, (_name, value: unknown) =>
      value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
    ) ?? ''
  );
}

/** The submission a call belongs to: the current one again, or a new one with a new key. */
export function keyFor(current: Submission | null, fingerprint: string, now = Date.now()): Submission {
  const fresh =
    current === null ||
    current.fingerprint !== fingerprint ||
    (current.succeededAt !== null && now - current.succeededAt > REPEAT_WINDOW_MS);
  return fresh ? { fingerprint, key: newKey(), succeededAt: null } : current;
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const submission = useRef<Submission | null>(null);
  const running = useRef<{ fingerprint: string; answer: Promise<TData> } | null>(null);
  const { mutationFn } = options;
  const result = useQueryMutation<TData, TError, TVariables, TContext>({
    ...options,
    mutationFn:
      mutationFn &&
      (async (variables, context) => {
        const current = keyFor(submission.current, fingerprintOf(variables));
        submission.current = current;
        const result = await withIdempotencyKey(current.key, () => mutationFn(variables, context));
        current.succeededAt = Date.now();
        return result;
      }),
  });
  const send = result.mutateAsync;
  const mutateAsync: UseMutateAsyncFunction<TData, TError, TVariables, TContext> = useCallback(
    (...press) => {
      const fingerprint = fingerprintOf(press[0]);
      if (running.current?.fingerprint === fingerprint) return running.current.answer;
      const answer = send(...press).finally(() => {
        if (running.current?.answer === answer) running.current = null;
      });
      running.current = { fingerprint, answer };
      return answer;
    },
    [send],
  );
  const mutate: UseMutateFunction<TData, TError, TVariables, TContext> = useCallback(
    (...press) => {
      // Its failure is in the result and the press's onError, as React Query's own mutate has it.
      mutateAsync(...press).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...result, mutate, mutateAsync };
}
