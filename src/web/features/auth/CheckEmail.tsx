import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * What every sign-up shows once it is sent: the account is finished from the link mailed to `email`,
 * which also signs the person in. The server answers the same whether or not the address already had an
 * account (its owner is mailed instead), so this screen never says which.
 */
export function CheckEmail({ email, continuing }: { email: string; continuing?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus: a keyboard or screen-reader user lands on the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-2 text-center" role="status">
      <MailCheck className="mx-auto size-12 text-field" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-bold outline-none">
        Check your email
      </h2>
      <p className="mt-2 text-slate-600">
        We sent a link to <span className="font-semibold text-slate-900">{email}</span>. Open it to
        {continuing ? ` ${continuing}` : ' finish creating your account'}: it signs you in.
      </p>
      <p className="mt-4 text-sm text-slate-500">
        No email after a few minutes? Check your spam folder. Already have an account?{' '}
        <Link to="/auth" className="font-semibold text-sky underline-offset-4 hover:underline">
          Sign in
        </Link>
        .
      </p>
    </div>
  );
}
