// The account page's two-factor section: off (a button to set it up), being set up (the key and
// the address for the app, and the code to finish), on (the recovery codes left, and turning it
// off with the password and a code). Right after turning it on, the recovery codes, shown once.
import { Form } from "react-router";
import { PasswordField } from "~/components/account/password-field";
import { SubmitButton } from "~/components/account/submit-button";
import { AuthenticatorKey, CodeField, type AuthenticatorSetup } from "~/components/account/code-fields";
import { advisorTwoFactorCopy as copy } from "~/content/advisor-two-factor";
import type { FieldErrors } from "~/lib/schemas/form-result";

export type TwoFactorView = { enabled: boolean; setup?: AuthenticatorSetup; recoveryLeft: number };

type FormState = { pending: boolean; errors: FieldErrors };

export function TwoFactorSection({
  state,
  recoveryCodes,
  start,
  on,
  off,
}: {
  state: TwoFactorView;
  recoveryCodes?: string[];
  start: FormState;
  on: FormState;
  off: FormState;
}) {
  return (
    <div className="grid gap-4" data-slot="two-factor">
      <p className="text-sm">{state.enabled ? copy.on : copy.off}</p>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {state.enabled ? (
        <>
          <p className="text-sm text-muted-foreground">{copy.codesLeft(state.recoveryLeft)}</p>
          <Form method="post" className="grid gap-2 border-t border-border pt-4">
            <input type="hidden" name="intent" value="two-factor-off" />
            <p className="text-sm text-muted-foreground">{copy.offLead}</p>
            <PasswordField label={copy.password} name="password" autoComplete="current-password" required error={off.errors.password} />
            <CodeField label={copy.offCodeLabel} recovery error={off.errors.code} />
            <SubmitButton pending={off.pending} text={copy.disable} pendingText={copy.turningOff} destructive />
          </Form>
        </>
      ) : state.setup ? (
        <Form method="post" className="grid gap-2 rounded-md border border-border p-4 text-sm">
          <input type="hidden" name="intent" value="two-factor-on" />
          <p>{copy.setup}</p>
          <AuthenticatorKey setup={state.setup} copy={copy} />
          <CodeField className="mt-2" label={copy.codeLabel} error={on.errors.code} />
          <SubmitButton pending={on.pending} text={copy.confirm} pendingText={copy.turningOn} />
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="two-factor-start" />
          <SubmitButton pending={start.pending} text={copy.start} pendingText={copy.starting} />
        </Form>
      )}
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-md border border-border bg-muted p-4" data-slot="recovery-codes">
      <h3 className="font-semibold">{copy.recoveryTitle}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{copy.recoveryLead}</p>
      <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
