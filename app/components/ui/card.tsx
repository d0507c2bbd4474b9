import type * as React from "react";
import { cn } from "~/lib/utils";

const cardTones = {
  default: "bg-card",
  /** The soft brand tint, for a card that sums up the page. */
  soft: "bg-primary-soft",
};

export function Card({ className, tone = "default", ...props }: React.ComponentProps<"div"> & { tone?: keyof typeof cardTones }) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col rounded-lg border border-border text-card-foreground shadow-sm", cardTones[tone], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-6 pb-3", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="card-title" className={cn("text-xl font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("mt-auto flex items-center px-6 pb-6", className)} {...props} />;
}
