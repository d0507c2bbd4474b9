import { zoneDisclosure } from "~/content/zones";

/**
 * The fuller assumptions and limitations the target tiles link to. The version and day of the
 * figures are under them (DatasetLine), once.
 */
export function AssumptionsSection() {
  return (
    <section id={zoneDisclosure.sectionId} aria-labelledby={`${zoneDisclosure.sectionId}-title`} className="scroll-mt-24">
      <h2 id={`${zoneDisclosure.sectionId}-title`} className="text-lg font-semibold">
        {zoneDisclosure.sectionTitle}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">
        {zoneDisclosure.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
