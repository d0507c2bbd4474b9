import { PasswordField } from "~/components/account/password-field";
import { passwordRules } from "~/content/account-fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/schemas/password-limits";

/** A field for a new password: the rules shown before typing, their lengths as native constraints, and the show-password toggle. */
export function NewPasswordField({ label, name = "password", error }: { label: string; name?: string; error?: string }) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={passwordRules}
      error={error}
    />
  );
}
