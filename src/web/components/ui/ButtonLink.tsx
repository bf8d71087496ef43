import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './Button';

interface ButtonLinkProps {
  to: string;
  /** Drawn before the words, at the size of the text. */
  icon: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A link to another page that looks like a button, its icon first (a dashboard's Back and header links). */
export function ButtonLink({
  to,
  icon: Icon,
  variant = 'primary',
  size = 'md',
  className,
  children,
}: ButtonLinkProps) {
  return (
    <Link to={to} className={`${buttonClasses(variant, size)}${className ? ` ${className}` : ''}`}>
      <Icon className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
