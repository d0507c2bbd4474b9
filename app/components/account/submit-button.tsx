import { LoaderCircle } from "~/components/ui/icons/loader-circle";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The submit button of a sign-in form. It reads `pendingText` and is disabled while the request
 * runs. Until the page has hydrated it stays disabled: the forms are handled in the browser, and
 * a native submit would put the password in the address bar.
 */
export function SubmitButton({ pending, text, pendingText }: { pending: boolean; text: string; pendingText: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || !hydrated}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingText : text}
    </Button>
  );
}
