// The site's icons (one module each in ./icons/, so a page loads only the ones it shows):
// Lucide's shapes (https://lucide.dev, ISC License, Copyright (c) for portions
// of Lucide are held by Cole Bemis 2013-2023 as part of Feather (MIT); all other copyright (c) for
// Lucide are held by Lucide Contributors 2025) drawn by one small component of our own. Every page
// paid for lucide-react's runtime (about 1.5 KiB gzip) to draw two dozen fixed outlines.
// To add an icon, copy its elements from Lucide (without the `key` attributes) into a new module.
import type * as React from "react";
import { cn } from "~/lib/utils";

type Shape = [tag: "path" | "circle" | "rect" | "line", attributes: Record<string, string | number>];

export type IconProps = React.SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => React.ReactElement;

/** An outline icon, 24 px, in the colour of the text; decorative unless given a label. */
export function icon(name: string, shapes: Shape[]): Icon {
  return function Icon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        className={cn("lucide", `lucide-${name}`, className)}
        {...props}
      >
        {shapes.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  };
}
