import { useId, useState } from "react";
import type * as React from "react";
import { controlProps, FieldShell } from "~/components/forms/field";
import { Eye } from "~/components/ui/icons/eye";
import { Input } from "~/components/ui/input";
import { passwordToggleCopy as copy } from "~/content/account-fields";
import { useHydrated } from "~/lib/use-hydrated";

type Props = Omit<React.ComponentProps<"input">, "type"> & { label: string; error?: string; hint?: React.ReactNode };

/**
 * A password field with a "Show password" toggle beside it. The toggle is a script's work: it
 * appears once the page is hydrated, and without JavaScript the field is a plain password field.
 */
export function PasswordField({ label, error, hint, className, id, required, ...props }: Props) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} hint={hint} className={className}>
      <div className="relative">
        <Input
          {...props}
          {...controlProps(fieldId, error, required, Boolean(hint))}
          type={shown ? "text" : "password"}
          className={hydrated ? "pr-12" : undefined}
        />
        {hydrated ? (
          <button
            type="button"
            aria-controls={fieldId}
            aria-pressed={shown}
            aria-label={copy.show}
            title={shown ? copy.hide : copy.show}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
            data-slot="password-toggle"
          >
            <Eye aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
