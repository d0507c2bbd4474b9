import { LoaderCircle } from "~/components/ui/icons/loader-circle";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The submit button of a sign-in form. It reads `pendingText` and is disabled while the request
 * runs. A form handled only in the browser (`needsScript`) keeps it disabled until hydration.
 * A destructive action (`destructive`) is an outlined red button of its own width, never the
 * page's main button.
 */
export function SubmitButton({
  pending,
  text,
  pendingText,
  needsScript = false,
  destructive = false,
}: {
  pending: boolean;
  text: string;
  pendingText: string;
  needsScript?: boolean;
  destructive?: boolean;
}) {
  const hydrated = useHydrated();
  const look: Pick<ButtonProps, "variant" | "size" | "className"> = destructive
    ? { variant: "destructive-outline", size: "default", className: "justify-self-start" }
    : { size: "lg", className: "w-full" };
  return (
    <Button type="submit" {...look} disabled={pending || (needsScript && !hydrated)}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingText : text}
    </Button>
  );
}
