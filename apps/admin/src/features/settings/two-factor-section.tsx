import { adminScreensCopy, adminAccountCopy as copy } from '@phi/content';
import { adminPasswordLength } from '@phi/contracts';
import {
  type AdminTotpEnrolment,
  adminTotpConfirmSchema,
  adminTotpDisableSchema,
} from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import {
  useConfirmTotp,
  useDisableTotp,
  useStartTotpEnrolment,
  useTotpStatus,
} from './account-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** The recovery codes, shown once after the factor is turned on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 max-w-md rounded-xl border border-amber-500/40 bg-amber-950/30 p-4">
      <h3 className="font-semibold text-white">{copy.recoveryTitle}</h3>
      <p className="mt-1 text-sm text-slate-300">{copy.recoveryBody}</p>
      <ul
        aria-label={copy.recoveryTitle}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="mt-4" onClick={onDone}>
        {copy.recoveryDone}
      </Button>
    </div>
  );
}

/**
 * A second-factor code (a TOTP code or a recovery code), after the current password when the
 * action asks for it; checked with the action's contract schema before it is sent.
 */
function SecondFactorCodeForm<Output>({
  schema,
  withPassword,
  label,
  action,
  onValid,
  className,
  children,
}: {
  schema: z.ZodType<Output>;
  withPassword: boolean;
  label: string;
  action: { isPending: boolean; error: Error | null };
  onValid: (data: Output) => void;
  className: string;
  /** What the form is for, above its fields. */
  children?: ReactNode;
}) {
  const { form, set, errors, validate } = useFormFields({ password: '', code: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate(schema, withPassword ? form : { code: form.code });
    if (data) {
      onValid(data);
    }
  };
  return (
    <form noValidate onSubmit={submit} className={className}>
      {children}
      {withPassword ? (
        <TextField
          label={adminScreensCopy.settings.currentPassword}
          type="password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          maxLength={adminPasswordLength.max}
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        label={copy.codeLabel}
        value={form.code}
        onChange={set('code')}
        error={errors.code}
        maxLength={64}
        autoComplete="one-time-code"
      />
      <FormActions
        label={label}
        pendingLabel={copy.verifying}
        isPending={action.isPending}
        error={action.error}
        notice={null}
      />
    </form>
  );
}

/** The QR code, the key for manual entry and the first code that turns the factor on. */
function ConfirmEnrolment({
  enrolment,
  onConfirmed,
}: {
  enrolment: AdminTotpEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  return (
    <div className="mt-4 grid max-w-md gap-4">
      <p className="text-sm text-slate-300">{copy.scanIntro}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt={copy.qrCodeAlt}
        width={200}
        height={200}
        className="rounded-lg bg-white p-2"
      />
      <div>
        <p className="text-sm text-slate-400">{copy.manualKey}</p>
        <code data-testid="totp-secret" className="break-all font-mono text-slate-100">
          {enrolment.secret}
        </code>
      </div>
      <SecondFactorCodeForm
        schema={adminTotpConfirmSchema}
        withPassword={false}
        label={copy.confirmCode}
        action={confirm}
        onValid={(data) =>
          confirm.mutate(data.code, {
            onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
          })
        }
        className="grid gap-4"
      />
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTotp();
  return (
    <SecondFactorCodeForm
      schema={adminTotpDisableSchema}
      withPassword
      label={copy.turnOffAction}
      action={disable}
      onValid={(data) => disable.mutate(data, { onSuccess: onDone })}
      className="mt-4 grid max-w-md gap-4"
    >
      <h3 className="font-semibold text-white">{copy.turnOff}</h3>
      <p className="text-sm text-slate-300">{copy.turnOffIntro}</p>
    </SecondFactorCodeForm>
  );
}

interface TwoFactorPanelProps {
  /** Told once the factor is on and its recovery codes were acknowledged. */
  onEnabled?: () => void;
}

/** Status, enrolment and turning off; Settings and the required-enrolment screen share it. */
export function TwoFactorPanel({ onEnabled }: TwoFactorPanelProps) {
  const status = useTotpStatus();
  const start = useStartTotpEnrolment();
  const [enrolment, setEnrolment] = useState<AdminTotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onEnabled?.();
        }}
      />
    );
  }
  if (status.isPending) {
    return <LoadingState />;
  }
  if (status.isError) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const { isEnabled, enabledAt, recoveryCodesLeft, isRequired } = status.data;
  return (
    <div>
      <p className="mt-1 text-sm text-slate-300" role="status">
        {isEnabled
          ? copy.twoFactorOn(formatStaffDate(enabledAt), recoveryCodesLeft)
          : (notice ?? copy.twoFactorOff)}
      </p>
      {isRequired ? <p className="mt-1 text-sm text-slate-400">{copy.twoFactorRequired}</p> : null}
      {isEnabled ? (
        <DisableForm onDone={() => setNotice(copy.turnedOff)} />
      ) : enrolment ? (
        <ConfirmEnrolment
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button
            disabled={start.isPending}
            aria-busy={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {start.isPending ? copy.starting : copy.setUp}
          </Button>
          {start.isError ? (
            <p role="alert" className="text-sm text-rose-300">
              {start.error.message}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

// Ours: Settings, the optional second factor (docs/architecture.md#security)
export function TwoFactorSection() {
  return (
    <SettingsSection id="two-factor" title={copy.twoFactor}>
      <TwoFactorPanel />
    </SettingsSection>
  );
}
