import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ChangeEmailForm } from '../../features/account/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';
import { DeviceList } from '../../features/account/DeviceList';
import { RenameForm } from '../../features/account/RenameForm';
import { Guard } from '../../lib/guard';
import { useSession } from '../../lib/session';

/** One card of the settings: its heading names the region, its line says what it does. */
function Setting({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
          {title}
        </h2>
        <p className="mt-1 mb-5 text-slate-600">{description}</p>
        {children}
      </section>
    </Card>
  );
}

/** Account settings of any signed-in user: name, email, password, their data and the signed-in devices. */
export default function AccountPage() {
  const { user } = useSession();
  return (
    <PageShell title="Account settings">
      <Guard>
        <div className="mx-auto max-w-3xl space-y-6">
          <header>
            <h1 className="text-3xl font-bold text-navy">Account settings</h1>
            <p className="mt-1 text-slate-600">
              Signed in as <span className="font-semibold text-navy">{user?.email}</span>
            </p>
          </header>
          <Setting id="name" title="Name" description="How Homefield greets you in emails.">
            {user && <RenameForm fullName={user.fullName ?? ''} />}
          </Setting>
          <Setting
            id="email"
            title="Email"
            description="We send a link to the new address; your email changes when you open it. Your current address is told too."
          >
            <ChangeEmailForm />
          </Setting>
          <Setting id="password" title="Password" description="Changing it signs out every other device.">
            <ChangePasswordForm />
          </Setting>
          <Setting
            id="data"
            title="Your data"
            description="One file with everything Homefield holds about your account: your teams and roster, your business and its sponsorships, the gifts you gave, your devices and your security log."
          >
            <a href="/api/account/export" download className={buttonClasses('secondary', 'md')}>
              <Download className="size-4" aria-hidden />
              Download my data
            </a>
          </Setting>
          <Setting
            id="devices"
            title="Signed-in devices"
            description="Where your account is signed in right now."
          >
            <DeviceList />
          </Setting>
        </div>
      </Guard>
    </PageShell>
  );
}
