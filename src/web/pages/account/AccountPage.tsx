import { Download } from 'lucide-react';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ChangeEmailForm } from '../../features/account/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';
import { DeviceList } from '../../features/account/DeviceList';
import { RenameForm } from '../../features/account/RenameForm';
import { Guard } from '../../lib/guard';
import { useSession } from '../../lib/session';

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
          <Card className="p-6">
            <section aria-labelledby="name-heading">
              <h2 id="name-heading" className="text-xl font-bold text-navy">
                Name
              </h2>
              <p className="mt-1 mb-5 text-slate-600">How Homefield greets you in emails.</p>
              {user && <RenameForm fullName={user.fullName ?? ''} />}
            </section>
          </Card>
          <Card className="p-6">
            <section aria-labelledby="email-heading">
              <h2 id="email-heading" className="text-xl font-bold text-navy">
                Email
              </h2>
              <p className="mt-1 mb-5 text-slate-600">
                We send a link to the new address; your email changes when you open it. Your current address
                is told too.
              </p>
              <ChangeEmailForm />
            </section>
          </Card>
          <Card className="p-6">
            <section aria-labelledby="password-heading">
              <h2 id="password-heading" className="text-xl font-bold text-navy">
                Password
              </h2>
              <p className="mt-1 mb-5 text-slate-600">Changing it signs out every other device.</p>
              <ChangePasswordForm />
            </section>
          </Card>
          <Card className="p-6">
            <section aria-labelledby="data-heading">
              <h2 id="data-heading" className="text-xl font-bold text-navy">
                Your data
              </h2>
              <p className="mt-1 mb-5 text-slate-600">
                One file with everything Homefield holds about your account: your teams and roster, your
                business and its sponsorships, the gifts you gave, your devices and your security log.
              </p>
              <a href="/api/account/export" download className={buttonClasses('secondary', 'md')}>
                <Download className="size-4" aria-hidden />
                Download my data
              </a>
            </section>
          </Card>
          <Card className="p-6">
            <section aria-labelledby="devices-heading">
              <h2 id="devices-heading" className="text-xl font-bold text-navy">
                Signed-in devices
              </h2>
              <p className="mt-1 text-slate-600">Where your account is signed in right now.</p>
              <DeviceList />
            </section>
          </Card>
        </div>
      </Guard>
    </PageShell>
  );
}
