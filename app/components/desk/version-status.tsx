import { StatusBadge } from "~/components/staff/status-badge";
import { statusNames } from "~/content/desk";
import type { VersionStatus } from "~/lib/content-desk/contract";

const tones: Record<VersionStatus, "ok" | "warn" | "bad" | "idle"> = {
  draft: "idle",
  submitted: "warn",
  returned: "bad",
  approved: "warn",
  published: "ok",
  replaced: "idle",
  retired: "idle",
};

/** A version's step in words, in the console's pill. */
export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return <StatusBadge tone={tones[status]}>{statusNames[status]}</StatusBadge>;
}
