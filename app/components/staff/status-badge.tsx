import { cn } from "~/lib/utils";

const tones = {
  ok: "border-success/40 text-success",
  warn: "border-accent/50 text-foreground",
  bad: "border-destructive/50 text-destructive",
  idle: "border-border text-muted-foreground",
} as const;

/** A short state in a bordered pill: the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return <span className={cn("inline-block rounded-full border px-2 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}
