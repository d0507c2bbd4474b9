/** One entry of a person's timeline on a lead's page: a contact message or a registration from the same address. */
export type TimelineEntry = {
  id: string;
  kind: "contact" | "registration";
  at: string;
  subject: string;
  /** The start of a contact message (a registration has none). */
  excerpt: string;
  status: "new" | "contacted" | "closed";
};
