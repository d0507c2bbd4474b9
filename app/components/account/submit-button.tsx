import { LoaderCircle } from "~/components/ui/icons/loader-circle";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The submit button of a sign-in form. It reads `pendingText` and is disabled while the request
 * runs. A form handled only in the browser (`needsScript`) keeps it disabled until hydration.
 */
export function SubmitButton({
  pending,
  text,
  pendingText,
  needsScript = false,
}: {
  pending: boolean;
  text: string;
  pendingText: string;
  needsScript?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || (needsScript && !hydrated)}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingText : text}
    </Button>
  );
}
