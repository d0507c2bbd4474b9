import type { Icon as IconComponent } from "~/components/ui/icon";
import { BookOpen } from "~/components/ui/icons/book-open";
import { ChartLine } from "~/components/ui/icons/chart-line";
import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { Eye } from "~/components/ui/icons/eye";
import { FilePen } from "~/components/ui/icons/file-pen";
import { Handshake } from "~/components/ui/icons/handshake";
import { Layers } from "~/components/ui/icons/layers";
import { Megaphone } from "~/components/ui/icons/megaphone";
import { Search } from "~/components/ui/icons/search";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Signal } from "~/components/ui/icons/signal";
import { Target } from "~/components/ui/icons/target";
import { Users } from "~/components/ui/icons/users";
import type { IconName } from "~/content/feature";
import { cn } from "~/lib/utils";

const icons: Record<IconName, IconComponent> = {
  handshake: Handshake,
  search: Search,
  layers: Layers,
  target: Target,
  eye: Eye,
  shield: ShieldCheck,
  users: Users,
  signal: Signal,
  clipboard: ClipboardList,
  megaphone: Megaphone,
  book: BookOpen,
  chart: ChartLine,
  pen: FilePen,
};

/** A content icon in a soft rounded tile; decorative, so hidden from screen readers. */
export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary", className)}
    >
      <Icon className="size-5" />
    </span>
  );
}
