// cn() joins classes and resolves nothing (docs/decisions/0006): two classes that set the same
// property are both kept, and which one shows depends on the stylesheet's order, not on the
// caller. So a component offers a prop for each look, and each look sets each property once.
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";

/** The classes of every element `element` renders, in document order. */
function classesOf(element: ReactElement): string[][] {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!.split(" "));
}

describe("cn", () => {
  it("joins classes and drops empty ones", () => {
    expect(cn("flex", false, undefined, ["gap-2", { "p-6": true, "p-4": false }])).toBe("flex gap-2 p-6");
  });

  it("keeps both of two contradicting classes, in the order given: it never resolves them", () => {
    expect(cn("text-sm", "text-base")).toBe("text-sm text-base");
    expect(cn("bg-card", "bg-primary-soft")).toBe("bg-card bg-primary-soft");
  });
});

describe("component looks are props, each setting a property once", () => {
  it("a soft card replaces the card background instead of adding a second one", () => {
    const [plain] = classesOf(<Card />);
    const [soft] = classesOf(<Card tone="soft" className="p-6" />);
    expect(plain).toContain("bg-card");
    expect(soft).toContain("bg-primary-soft");
    expect(soft).not.toContain("bg-card");
    expect(soft).toContain("p-6");
  });

  it("a checkbox's label is set in the normal weight without the field label's medium one", () => {
    const [field] = classesOf(<Label />);
    const [sentence] = classesOf(<Label weight="normal" />);
    expect(field).toContain("font-medium");
    expect(sentence).toContain("font-normal");
    expect(sentence).not.toContain("font-medium");
  });

  it("a button's size sets its text and icon size once; an icon button's icon is larger", () => {
    for (const size of ["default", "sm", "lg", "icon"] as const) {
      const classes = buttonVariants({ size }).split(" ");
      expect(
        classes.filter((name) => /^text-(xs|sm|base|lg|xl)$/.test(name)),
        size,
      ).toHaveLength(1);
      expect(
        classes.filter((name) => name.startsWith("[&_svg]:size-")),
        size,
      ).toHaveLength(1);
    }
    expect(buttonVariants({ size: "icon" })).toContain("[&_svg]:size-6");
  });

  it("a spinner inside a button takes the button's text colour and icon size", () => {
    const [, own] = classesOf(<Spinner />);
    const [, inline] = classesOf(<Spinner inline />);
    expect(own).toEqual(expect.arrayContaining(["size-6", "text-primary"]));
    expect(inline).toEqual(expect.arrayContaining(["size-4", "text-current"]));
    expect(inline).not.toContain("size-6");
    expect(inline).not.toContain("text-primary");
  });
});
