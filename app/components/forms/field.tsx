import { useId } from "react";
import type * as React from "react";
import { Checkbox, Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

type FieldShellProps = {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/** Label with its required mark, the control, and an error slot kept in place. */
function FieldShell({ id, label, required, error, className, children }: FieldShellProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      <p id={`${id}-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function controlProps(id: string, error: string | undefined, required: boolean | undefined) {
  return {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-error`,
  } as const;
}

type Common = { label: React.ReactNode; error?: string; className?: string };

export function InputField({ label, error, className, id, required, ...props }: Common & React.ComponentProps<"input">) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} className={className}>
      <Input {...props} {...controlProps(fieldId, error, required)} />
    </FieldShell>
  );
}

export function TextareaField({ label, error, className, id, required, ...props }: Common & React.ComponentProps<"textarea">) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} className={className}>
      <Textarea {...props} {...controlProps(fieldId, error, required)} />
    </FieldShell>
  );
}

export function SelectField({ label, error, className, id, required, ...props }: Common & React.ComponentProps<"select">) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} className={className}>
      <NativeSelect {...props} {...controlProps(fieldId, error, required)} />
    </FieldShell>
  );
}

export function CheckboxField({ label, error, className, id, required, ...props }: Common & Omit<React.ComponentProps<"input">, "type">) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-2">
        <Checkbox {...props} {...controlProps(fieldId, error, required)} className="mt-0.5" />
        <Label htmlFor={fieldId} className="font-normal">
          {label}
          {required ? (
            <span className="ml-0.5 text-destructive" aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
      </div>
      <p id={`${fieldId}-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
