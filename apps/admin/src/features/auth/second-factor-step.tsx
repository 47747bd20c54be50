import { adminAccountCopy, company } from '@phi/content';
import { adminLoginTotpRequestSchema } from '@phi/contracts/admin';
import { Button, cn } from '@phi/ui';
import { type FormEvent, useId, useState } from 'react';
import { inputClassName, LabelledField } from '../../components/form-fields.tsx';

interface SecondFactorStepProps {
  isPending: boolean;
  /** The server's answer to the last code, worded for the login screen. */
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

// Ours: a sign-in's second step for an account with a second factor (docs/architecture.md#security).
export function SecondFactorStep({ isPending, error, onSubmit, onBack }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const shown = formError ?? error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminLoginTotpRequestSchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormError(null);
    onSubmit(parsed.data);
  };

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900 p-8 shadow-2xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
          {company.name}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-white">{adminAccountCopy.totpStepTitle}</h1>
        <p className="mt-2 text-sm text-slate-300">{adminAccountCopy.totpStepIntro}</p>
        <form
          className="mt-6 flex flex-col gap-5"
          noValidate
          onSubmit={submit}
          aria-describedby={shown ? errorId : undefined}
        >
          <LabelledField label={adminAccountCopy.codeLabel}>
            {(id) => (
              <input
                id={id}
                name="code"
                autoComplete="one-time-code"
                // biome-ignore lint/a11y/noAutofocus: the one field of this step, reached by signing in
                autoFocus
                spellCheck={false}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={cn('mt-2', inputClassName, 'h-11 text-base tracking-widest')}
              />
            )}
          </LabelledField>
          {shown ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
            >
              {shown}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={isPending} aria-busy={isPending}>
            {isPending ? adminAccountCopy.verifying : adminAccountCopy.verify}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack}>
            {adminAccountCopy.backToPassword}
          </Button>
        </form>
      </div>
    </main>
  );
}
