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
  /** Shown under the label before anything is typed (the rules a value must meet). */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** Label with its required mark, an optional hint, the control, and an error slot kept in place. */
export function FieldShell({ id, label, required, error, hint, className, children }: FieldShellProps) {
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
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      <p id={`${id}-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The id, required flag and aria wiring of a field's control (its hint first, then its error). */
export function controlProps(id: string, error: string | undefined, required: boolean | undefined, hint = false) {
  return {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": hint ? `${id}-hint ${id}-error` : `${id}-error`,
  } as const;
}

type Common = { label: React.ReactNode; error?: string; className?: string };

type ControlProps = { id?: string; required?: boolean; className?: string };

/** A labelled field around one kind of control, with its id, error slot and aria wiring. */
function fieldOf<P extends ControlProps>(Control: React.ComponentType<P>, name: string) {
  function Field({ label, error, className, id, required, ...props }: Common & P) {
    const fallbackId = useId();
    const fieldId = id ?? fallbackId;
    const control = { ...props, ...controlProps(fieldId, error, required) } as unknown as P;
    return (
      <FieldShell id={fieldId} label={label} required={required} error={error} className={className}>
        <Control {...control} />
      </FieldShell>
    );
  }
  Field.displayName = name;
  return Field;
}

export const InputField = fieldOf<React.ComponentProps<"input">>(Input, "InputField");
export const TextareaField = fieldOf<React.ComponentProps<"textarea">>(Textarea, "TextareaField");
export const SelectField = fieldOf<React.ComponentProps<"select">>(NativeSelect, "SelectField");

export function CheckboxField({ label, error, className, id, required, ...props }: Common & Omit<React.ComponentProps<"input">, "type">) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-2">
        <Checkbox {...props} {...controlProps(fieldId, error, required)} className="mt-0.5" />
        <Label htmlFor={fieldId} weight="normal">
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
