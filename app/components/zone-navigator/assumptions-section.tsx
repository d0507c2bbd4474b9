import { zoneDisclosure } from "~/content/zones";

/**
 * The fuller assumptions and limitations the target tiles link to, and the version of the zone
 * data shown (a printed page carries it too).
 */
export function AssumptionsSection({ dataVersions = [] }: { dataVersions?: readonly (string | undefined)[] }) {
  const versions = [...new Set(dataVersions.filter((version): version is string => !!version))];
  return (
    <section id={zoneDisclosure.sectionId} aria-labelledby={`${zoneDisclosure.sectionId}-title`} className="scroll-mt-24">
      <h2 id={`${zoneDisclosure.sectionId}-title`} className="text-lg font-semibold">
        {zoneDisclosure.sectionTitle}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">
        {zoneDisclosure.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {versions.length > 0 ? <p className="text-xs tabular-nums">{zoneDisclosure.dataVersion(versions)}</p> : null}
      </div>
    </section>
  );
}
