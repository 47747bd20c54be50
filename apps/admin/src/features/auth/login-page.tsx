import { adminCopy, company } from '@phi/content';
import { type AdminLoginResponse, adminLoginRequestSchema } from '@phi/contracts/admin';
import { adminLoginMessages, adminShellMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { Button, cn } from '@phi/ui';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { inputClassName, LabelledField } from '../../components/form-fields.tsx';
import { toRouterPath } from '../../lib/admin-paths.ts';
import { login, loginWithCode } from '../../lib/api.ts';
import { useAuth } from './auth-context.tsx';
import { FullScreenStatus } from './full-screen-status.tsx';
import { describeLoginError } from './login-errors.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

const dashboardPath = toRouterPath(routePaths.adminDashboard);
// The login card's inputs are a size larger than the edit forms'.
const inputClass = cn(inputClassName, 'h-11 text-base');

/** Where the guard sent the visitor from, so signing in returns there. */
function readReturnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return dashboardPath;
}

// spec: chat-news-admin §2 (admin login) and §5
export function LoginPage() {
  const { state, completeSignIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The password was right and the account has a second factor: its code comes next.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const ids = { error: useId() };

  const finish = (response: AdminLoginResponse) => {
    completeSignIn(response);
    void navigate(readReturnPath(location.state), { replace: true });
  };
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if ('totpRequired' in response) {
        setPassword('');
        setChallengeToken(response.challengeToken);
        return;
      }
      finish(response);
    },
    onError: (error) => setFormError(describeLoginError(error)),
  });
  const codeMutation = useMutation({ mutationFn: loginWithCode, onSuccess: finish });

  if (state.status === 'checking') {
    return <FullScreenStatus title={adminShellMessages.checkingAuthentication} isBusy />;
  }
  if (state.status === 'authenticated' && !mutation.isSuccess && !codeMutation.isSuccess) {
    return <Navigate to={dashboardPath} replace />;
  }
  if (challengeToken) {
    return (
      <SecondFactorStep
        isPending={codeMutation.isPending}
        error={codeMutation.error ? describeLoginError(codeMutation.error) : null}
        onSubmit={(code) => codeMutation.mutate({ challengeToken, code })}
        onBack={() => {
          codeMutation.reset();
          mutation.reset();
          setChallengeToken(null);
        }}
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same schema the server parses the body with: trimming, required fields, limits.
    const parsed = adminLoginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? adminLoginMessages.missingFields);
      return;
    }
    setFormError(null);
    mutation.mutate(parsed.data);
  };

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900 p-8 shadow-2xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
          {company.name}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-white">{adminShellMessages.adminPanel}</h1>
        <form
          className="mt-8 flex flex-col gap-5"
          noValidate
          onSubmit={submit}
          aria-describedby={formError ? ids.error : undefined}
        >
          <LabelledField label={adminLoginMessages.usernameLabel}>
            {(id) => (
              <input
                id={id}
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                className={cn('mt-2', inputClass)}
              />
            )}
          </LabelledField>
          <LabelledField label={adminLoginMessages.passwordLabel}>
            {(id) => (
              <div className="relative mt-2">
                <input
                  id={id}
                  name="password"
                  type={isPasswordVisible ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className={cn(inputClass, 'pr-12')}
                />
                <button
                  type="button"
                  aria-label={isPasswordVisible ? adminCopy.hidePassword : adminCopy.showPassword}
                  aria-pressed={isPasswordVisible}
                  aria-controls={id}
                  onClick={() => setIsPasswordVisible((visible) => !visible)}
                  className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-300 hover:text-white"
                >
                  {isPasswordVisible ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
            )}
          </LabelledField>
          {formError ? (
            <p
              id={ids.error}
              role="alert"
              className="rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
            >
              {formError}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-slate-950/30 border-t-slate-950 motion-reduce:animate-none"
              />
            ) : null}
            {adminShellMessages.signIn}
          </Button>
        </form>
      </div>
    </main>
  );
}
