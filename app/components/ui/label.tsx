import type * as React from "react";
import { cn } from "~/lib/utils";

const labelWeights = {
  medium: "font-medium",
  /** For a sentence beside a checkbox rather than a field's name. */
  normal: "font-normal",
};

export function Label({ className, weight = "medium", ...props }: React.ComponentProps<"label"> & { weight?: keyof typeof labelWeights }) {
  return <label data-slot="label" className={cn("text-sm text-foreground", labelWeights[weight], className)} {...props} />;
}
