// Shapes shared by the content of the inner pages: cards, steps and calls to action.

/** A call to action: its text and where it leads (a path, or an address from site.ts). */
export type CallToAction = { text: string; link: string };
export type CardItem = { title: string; description: string; link?: CallToAction };
export type Step = { title: string; description: string };
