import { Link } from 'react-router';

const LINK = 'font-medium text-sky underline underline-offset-2';

/** Under every sign-up form: creating an account means agreeing to the terms and the privacy policy. */
export function AgreementNote({ className }: { className?: string }) {
  return (
    <p className={`text-xs text-slate-500${className ? ` ${className}` : ''}`}>
      By creating an account you agree to our{' '}
      <Link to="/terms" className={LINK}>
        terms of service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={LINK}>
        privacy policy
      </Link>
      .
    </p>
  );
}
