import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { homeFor } from '../../../shared/roles';
import { CHECK_EMAIL, CHECK_EMAIL_TITLE, type SignInInput } from '../../../shared/schemas/auth';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { AuthForm } from '../../features/auth/AuthForm';
import { toastAuthError } from '../../features/auth/authErrors';
import { CheckEmail } from '../../features/auth/CheckEmail';
import { AgreementNote } from '../../features/legal/AgreementNote';
import { safeNext } from '../../lib/guard';
import { useSession, useSignIn, useSignUp } from '../../lib/session';

export default function AuthPage() {
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const tab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const next = safeNext(params.get('next'));

  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  // Already signed in (and not in the middle of submitting): go where this user belongs.
  if (user && !signIn.isSuccess) return <Navigate to={next ?? homeFor(user.type)} replace />;

  const submitSignIn = (values: SignInInput) =>
    signIn.mutate(values, {
      onSuccess: ({ user: signedIn }) => {
        toast.success('Welcome back!', { description: 'You have been signed in successfully.' });
        navigate(next ?? homeFor(signedIn?.type ?? 'none'), { replace: true });
      },
      onError: (error) => toastAuthError('signIn', error),
    });
  const submitSignUp = (values: SignInInput) =>
    signUp.mutate(values, {
      onSuccess: () => toast.success(CHECK_EMAIL_TITLE, { description: CHECK_EMAIL }),
      onError: (error) => toastAuthError('signUp', error),
    });

  return (
    <main id="main" className="flex min-h-screen flex-col bg-gradient-to-b from-navy to-navy-700 px-4 py-10">
      <Link to="/" className="mx-auto mb-8 text-2xl font-bold tracking-tight text-white">
        Home<span className="text-gold">field</span>
      </Link>
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold">Welcome to Homefield</h1>
        <p className="mt-1 text-center text-slate-600">
          Local businesses. Local teams. One season at a time.
        </p>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const nextParams = new URLSearchParams(params);
            if (value === 'sign-up') nextParams.set('tab', value);
            else nextParams.delete('tab');
            setParams(nextParams, { replace: true });
          }}
          className="mt-6"
        >
          <TabsList aria-label="Sign in or sign up" className="mb-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <AuthForm mode="signIn" pending={signIn.isPending} onSubmit={submitSignIn} />
          </TabsContent>
          <TabsContent value="sign-up">
            {signUp.isSuccess ? (
              <CheckEmail email={signUp.data.email} />
            ) : (
              <AuthForm mode="signUp" pending={signUp.isPending} onSubmit={submitSignUp} />
            )}
          </TabsContent>
        </Tabs>
        <AgreementNote className="mt-6 text-center" />
      </Card>
      <p className="mt-6 text-center text-sm text-slate-200">
        Coaching a team?{' '}
        <Link to="/team-signup" className="font-semibold text-gold underline-offset-4 hover:underline">
          Register your team
        </Link>
      </p>
    </main>
  );
}
