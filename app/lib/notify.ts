import { loadToaster } from "~/components/ui/toaster";

export type Notice = { title: string; description?: string; variant?: "default" | "destructive" };

/**
 * Show a toast with a title and a description; destructive ones stand out in red. The toast
 * library loads on the first call; a toast raised before the toaster mounts is shown when it does.
 */
export function notify(notice: Notice): Promise<void> {
  return loadToaster().then((module) => module.showToast(notice));
}
