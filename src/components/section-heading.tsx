interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: "center" | "left";
}

export function SectionHeading({ id, title, subtitle, eyebrow, align = "center" }: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "text-left";
  return (
    <div className={`mb-10 max-w-3xl md:mb-14 ${alignment}`}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-fg md:text-5xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-muted md:text-xl">{subtitle}</p>}
    </div>
  );
}
