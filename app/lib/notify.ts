import { toast } from "sonner";

export type Notice = { title: string; description?: string; variant?: "default" | "destructive" };

/** Show a toast with a title and a description; destructive ones stand out in red. */
export function notify({ title, description, variant = "default" }: Notice) {
  if (variant === "destructive") toast.error(title, { description });
  else toast(title, { description });
}
