import { CaseStudySection } from "./case-study-section";

export function ChallengeSection({ challenge }: { challenge: string }) {
  return (
    <CaseStudySection name="challenge" eyebrow="The challenge" title="What Needed Solving">
      <p className="mx-auto max-w-3xl text-lg leading-relaxed text-muted md:text-xl">{challenge}</p>
    </CaseStudySection>
  );
}
