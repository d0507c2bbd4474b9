/** Marks placeholder content that the firm replaces before publishing. */
export function SampleBadge({ label = "Sample" }: { label?: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-notice-border bg-notice-soft px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-notice">
      {label}
    </span>
  );
}
