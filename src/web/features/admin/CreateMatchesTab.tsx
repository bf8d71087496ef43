import { Handshake } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';

/** Placeholder: matchmaking (pick a team and a business, send the introduction) is being set up. */
export function CreateMatchesTab() {
  return (
    <EmptyState
      icon={<Handshake />}
      title="Matchmaking is being set up"
      description="Soon you will pick a team and a business here, fill in the offer and send them an introduction email. Until then, approved teams and businesses can find each other through the public listings."
    />
  );
}
