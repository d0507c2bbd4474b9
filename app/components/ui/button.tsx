import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-white hover:bg-accent/90",
        outline: "border border-primary bg-background text-primary hover:bg-primary-soft",
        secondary: "bg-secondary text-secondary-foreground hover:bg-primary-soft",
        ghost: "text-foreground hover:bg-muted",
        inverse: "bg-white text-primary hover:bg-primary-soft",
        "inverse-outline": "border border-white/80 text-white hover:bg-white/10",
        link: "text-primary underline hover:no-underline",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        /** A destructive secondary action (delete, remove): outlined, never the page's main button. */
        "destructive-outline": "border border-destructive bg-background text-destructive hover:bg-destructive/10",
      },
      size: {
        default: "h-10 whitespace-nowrap px-4 py-2 text-sm [&_svg]:size-4",
        sm: "h-9 whitespace-nowrap px-3 text-sm [&_svg]:size-4",
        lg: "h-12 whitespace-nowrap px-6 text-sm [&_svg]:size-4",
        /** A label that may take two lines on a narrow screen rather than spill out of its box. */
        wrap: "min-h-10 px-4 py-2 text-center text-sm [&_svg]:size-4",
        /** A button that is only its icon: a 40 px square around a 24 px icon. */
        icon: "size-10 whitespace-nowrap text-sm [&_svg]:size-6",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button; a link that looks like one uses `buttonVariants` on the link itself. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
