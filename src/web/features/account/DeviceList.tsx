import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AccountSession } from '../../../shared/schemas/account';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDevices, useSignOutDevice, useSignOutEverywhere } from './api';
import { deviceName, lastActive } from './devices';
import { Refusal } from './Refusal';

const PHONE = /iPhone|iPod|Android.*Mobile|Mobile Safari/;

function DeviceRow({ device }: { device: AccountSession }) {
  const signOut = useSignOutDevice();
  const Icon = device.userAgent && PHONE.test(device.userAgent) ? Smartphone : Laptop;
  const name = deviceName(device.userAgent);
  return (
    <li className="flex flex-wrap items-center gap-3 py-4">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p
          className="flex flex-wrap items-center gap-2 font-semibold text-navy"
          title={device.userAgent ?? undefined}
        >
          {name}
          {device.current && <Badge tone="navy">This device</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {lastActive(device.lastSeenAt)}
          {device.ip && ` · ${device.ip}`}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={signOut.isPending}
          aria-label={`Sign out ${name}, ${lastActive(device.lastSeenAt).toLowerCase()}`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => toast.success('Signed out', { description: `${name} is signed out.` }),
            })
          }
        >
          Sign out
        </Button>
      )}
      <div className="basis-full empty:hidden">
        <Refusal error={signOut.error} />
      </div>
    </li>
  );
}

/** Every device signed in to the account, with a sign-out for each and one for all of them. */
export function DeviceList() {
  const devices = useDevices();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => {
        toast.success('Signed out everywhere', {
          description: 'Every device, this one included, is signed out.',
        });
      },
    });

  return (
    <div>
      {devices.isPending ? (
        <ul aria-busy="true" className="divide-y divide-slate-200">
          {[0, 1].map((row) => (
            <li key={row} className="flex items-center gap-3 py-4">
              <Skeleton className="size-6" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-56" />
              </div>
            </li>
          ))}
        </ul>
      ) : devices.isError ? (
        <Refusal error={devices.error} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {devices.data.sessions.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
        <p className="mt-2 text-sm text-slate-600">
          Signs out every device, this one too. Use it if you lost a device or think someone else is signed
          in.
        </p>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Sign out everywhere?"
          description="Every device signed in to your account is signed out, this one included. You can sign in again at once."
          footer={
            <>
              <DialogCancel />
              <Button variant="destructive" loading={everywhere.isPending} onClick={signOutEverywhere}>
                Sign out everywhere
              </Button>
            </>
          }
        >
          <Refusal error={everywhere.error} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
