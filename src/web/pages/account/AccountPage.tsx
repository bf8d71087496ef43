import { Download } from 'lucide-react';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { CardSection } from '../../components/ui/CardSection';
import { ChangeEmailForm } from '../../features/account/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';
import { DeleteAccount } from '../../features/account/DeleteAccount';
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
          <CardSection id="name-heading" title="Name" description="How Homefield greets you in emails.">
            {user && <RenameForm fullName={user.fullName ?? ''} />}
          </CardSection>
          <CardSection
            id="email-heading"
            title="Email"
            description="We send a link to the new address; your email changes when you open it. Your current address is told too."
          >
            <ChangeEmailForm />
          </CardSection>
          <CardSection
            id="password-heading"
            title="Password"
            description="Changing it signs out every other device."
          >
            <ChangePasswordForm />
          </CardSection>
          <CardSection
            id="data-heading"
            title="Your data"
            description="One file with everything Homefield holds about your account: your teams and roster, your business and its sponsorships, the gifts you gave, your devices and your security log."
          >
            <a href="/api/account/export" download className={buttonClasses('secondary', 'md')}>
              <Download className="size-4" aria-hidden />
              Download my data
            </a>
          </CardSection>
          <CardSection
            id="devices-heading"
            title="Signed-in devices"
            description="Where your account is signed in right now."
          >
            <DeviceList />
          </CardSection>
          <CardSection
            id="delete-heading"
            title="Delete account"
            description="Your name, email and password go. Teams and businesses that took or paid money close and keep their records for the books; the rest is deleted."
          >
            <DeleteAccount />
          </CardSection>
        </div>
      </Guard>
    </PageShell>
  );
}
