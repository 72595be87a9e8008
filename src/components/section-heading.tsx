interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
}

export function SectionHeading({ id, title, subtitle, eyebrow }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center md:mb-14">
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-fg md:text-5xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-muted md:text-xl">{subtitle}</p>}
    </div>
  );
}
