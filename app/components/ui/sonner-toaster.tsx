// Loaded on the first toast only (see toaster.tsx): sonner stays out of every page's first load.
import { Toaster, toast } from "sonner";
import type { Notice } from "~/lib/notice";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "~/lib/page-toast";

/**
 * At the bottom of the screen (right on a wide one, across a phone's, from sonner's own phone
 * width of 600 px): never over the sticky header, nor over the page's heading and the actions
 * beside it, such as Refresh Data, which a toast at the top right lay over.
 */
const onPhone = () => window.matchMedia("(max-width: 600px)").matches;

export function SonnerToaster() {
  return (
    <Toaster
      position={onPhone() ? "bottom-center" : "bottom-right"}
      offset={{ bottom: "1.5rem" }}
      mobileOffset={{ bottom: "1rem" }}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !border-border !bg-card !text-card-foreground !shadow-lg",
          title: "!font-semibold",
          description: "!text-muted-foreground",
          error: "!border-destructive !bg-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground",
        },
      }}
    />
  );
}

export function showToast({ title, description, variant = "default" }: Notice) {
  if (variant === "destructive") toast.error(title, { description });
  else toast(title, { description });
}
