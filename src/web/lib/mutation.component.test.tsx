import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../tests/support/component';
import { api, read, setApiTransport } from './api';
import { useMutation } from './mutation';

/*
 * A second press that lands before the page has drawn the first as running (a busy phone): one request,
 * and the first press's own callbacks still run when its answer takes the pressed button off the page.
 */

const PLAN = ['plan'] as const;

/** The button of the plan it switches to, which goes when that plan is the current one. */
function SwitchButton({ confirmed }: { confirmed: (plan: string) => void }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: () => read(api.businesses.mine.plan.change.$post({ json: { plan: 'community_partner' } })),
    onSuccess: () => client.setQueryData(PLAN, 'community'),
  });
  return (
    <button
      type="button"
      disabled={change.isPending}
      onClick={() => change.mutate(undefined, { onSuccess: () => confirmed('community') })}
    >
      Switch
    </button>
  );
}

function Switch({ confirmed }: { confirmed: (plan: string) => void }) {
  const plan = useQuery({ queryKey: PLAN, queryFn: () => 'featured', initialData: 'featured' });
  return plan.data === 'community' ? <p>On Community Partner</p> : <SwitchButton confirmed={confirmed} />;
}

describe('useMutation pressed twice before the page redraws', () => {
  it('sends one request, and the press is confirmed once even though its button has gone', async () => {
    const confirmed: string[] = [];
    renderScreen(<Switch confirmed={(plan) => confirmed.push(plan)} />);
    const keys: (string | null)[] = [];
    // The first answer comes at once; any other only later, as the server's replay of a repeat would.
    setApiTransport(async (_url, init) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      if (keys.length > 1) await new Promise((resolve) => setTimeout(resolve, 50));
      return Response.json({});
    });
    const button = screen.getByRole('button', { name: 'Switch' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('On Community Partner');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(keys).toHaveLength(1);
    await waitFor(() => expect(confirmed).toEqual(['community']));
  });

  it('sends a later press of the same submission again, with the same key, once the first is answered', async () => {
    const keys: (string | null)[] = [];
    renderScreen(<Switch confirmed={() => undefined} />);
    setApiTransport(async (_url, init) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      return Response.json({ error: { code: 'CONFLICT', message: 'Try again' } }, { status: 409 });
    });
    const button = screen.getByRole('button', { name: 'Switch' });
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
