// The shape of a titled feature with an icon, used by card grids across the content pages.
// Icons are named here and drawn by the component (app/components/sections/feature-icon.tsx),
// so the content modules stay plain data.

export type IconName =
  | "handshake"
  | "search"
  | "layers"
  | "target"
  | "eye"
  | "shield"
  | "users"
  | "signal"
  | "clipboard"
  | "megaphone"
  | "book"
  | "chart"
  | "pen";

export type Feature = { title: string; description: string; icon: IconName };
