import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { zoneNavigatorCopy as copy } from "~/content/zones";

/** The amber notice shown whenever part of the view fell back to the built-in data. */
export function ZoneNotice({ messages }: { messages: string[] }) {
  return (
    <div role="status" aria-live="polite">
      {messages.length > 0 ? (
        <div className="flex gap-3 rounded-lg border border-notice-border bg-notice-soft p-4 text-notice">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold">{copy.noticeTitle}</p>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
            <p>{copy.demoDataNotice}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
