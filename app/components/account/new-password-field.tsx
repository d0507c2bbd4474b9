import { InputField } from "~/components/forms/field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/schemas/password-limits";

/** A field for a new password, with the password rules' lengths as native constraints. */
export function NewPasswordField({ label, name = "password", error }: { label: string; name?: string; error?: string }) {
  return (
    <InputField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      error={error}
    />
  );
}
