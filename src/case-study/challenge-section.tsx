import { CaseStudySection } from "./case-study-section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

export function ChallengeSection({ challenge }: { challenge: string }) {
  const labels = useLabels();
  return (
    <CaseStudySection name="challenge" eyebrow={labels.challengeEyebrow} title={labels.challengeTitle}>
      <p className="mx-auto max-w-3xl text-lg leading-relaxed text-muted md:text-xl">
        <Text>{challenge}</Text>
      </p>
    </CaseStudySection>
  );
}
