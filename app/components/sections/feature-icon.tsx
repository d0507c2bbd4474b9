import type { Icon as IconComponent } from "~/components/ui/icon";
import type { IconName } from "~/content/feature";
import { cn } from "~/lib/utils";

/**
 * The drawings a page gives its features' icon names. Each page lists only the icons it shows,
 * so no page's script carries the drawings of every page's icons.
 */
export type FeatureIcons = Partial<Record<IconName, IconComponent>>;

/** A content icon in a soft rounded tile; decorative, so hidden from screen readers. */
export function FeatureIcon({ name, icons, className }: { name: IconName; icons: FeatureIcons; className?: string }) {
  const Icon = icons[name];
  // Pages are rendered at build time: a name without a drawing fails the build, not a visitor.
  if (!Icon) throw new Error(`No drawing given for the icon "${name}"`);
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary", className)}
    >
      <Icon className="size-5" />
    </span>
  );
}
