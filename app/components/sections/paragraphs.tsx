/** A few paragraphs of running text in a readable column. */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
