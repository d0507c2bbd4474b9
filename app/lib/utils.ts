import { type ClassValue, clsx } from "clsx";

/**
 * Join class names. Unlike shadcn/ui's default this does not resolve conflicting Tailwind
 * classes (tailwind-merge costs 8 KiB gzip on every page; see docs/decisions/0006): a caller's
 * className adds to a component's classes and never restates a property they set; a different
 * look is a prop of the component.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
