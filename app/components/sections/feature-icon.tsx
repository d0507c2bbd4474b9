import {
  BookOpen,
  ChartLine,
  ClipboardList,
  Eye,
  FilePen,
  Handshake,
  Layers,
  type LucideIcon,
  Megaphone,
  Search,
  ShieldCheck,
  Signal,
  Target,
  Users,
} from "lucide-react";
import type { IconName } from "~/content/feature";
import { cn } from "~/lib/utils";

const icons: Record<IconName, LucideIcon> = {
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
