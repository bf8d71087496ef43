import { useSupportEmail } from './api';

/** The support address the email-link pages show (SUPPORT_EMAIL on the server); its line is kept while it loads. */
export function SupportNote({ className }: { className?: string }) {
  const support = useSupportEmail();
  return (
    <p className={`min-h-5 text-sm text-slate-600${className ? ` ${className}` : ''}`}>
      {support.data && (
        <>
          Questions? Contact support at{' '}
          <a href={`mailto:${support.data}`} className="font-medium text-sky underline underline-offset-2">
            {support.data}
          </a>
          .
        </>
      )}
    </p>
  );
}
