import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';

export function BackToDashboard() {
  return (
    <Link to="/admin/dashboard" className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to Dashboard
    </Link>
  );
}
