import { type ComponentType, useEffect, useState } from "react";
import type { Notice } from "~/lib/notice";

type ToasterModule = typeof import("./sonner-toaster");

let toasterModule: Promise<ToasterModule> | undefined;
const mountRequests = new Set<() => void>();

/** Load the toast library (once) and mount its toaster; resolves when toasts can be shown. */
function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import("./sonner-toaster");
  for (const mount of mountRequests) mount();
  return toasterModule;
}

/**
 * Show a toast with a title and a description; destructive ones stand out in red. The toast
 * library loads on the first call; a toast raised before the toaster mounts is shown when it does.
 */
export function notify(notice: Notice): Promise<void> {
  return loadToaster().then((module) => module.showToast(notice));
}

/** Placeholder for the toaster: renders nothing until the first toast asks for it. */
export function Toaster() {
  const [Impl, setImpl] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () => {
      void toasterModule?.then((module) => active && setImpl(() => module.SonnerToaster));
    };
    mountRequests.add(mount);
    mount();
    return () => {
      active = false;
      mountRequests.delete(mount);
    };
  }, []);
  return Impl ? <Impl /> : null;
}
