/** A spinner that screen readers announce by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 text-navy${className ? ` ${className}` : ''}`}
    >
      <svg className="size-6 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" aria-hidden>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
