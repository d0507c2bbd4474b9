import { type ComponentType, useEffect, useState } from "react";

type ToasterModule = typeof import("./sonner-toaster");

let toasterModule: Promise<ToasterModule> | undefined;
const mountRequests = new Set<() => void>();

/** Load the toast library (once) and mount its toaster; resolves when toasts can be shown. */
export function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import("./sonner-toaster");
  for (const mount of mountRequests) mount();
  return toasterModule;
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
