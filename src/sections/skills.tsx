import { graphql } from "gatsby";
import { BalancedList } from "../components/balanced-list";
import { ContentIcon } from "../components/content-icon";
import { RevealSection } from "../components/reveal-section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";
import { MOTION } from "../motion/timings";

interface SkillsProps {
  skills: readonly Queries.SkillFieldsFragment[];
}

export function Skills({ skills }: SkillsProps) {
  const labels = useLabels();
  return (
    <RevealSection
      name="skills"
      anchor
      title={{ text: labels.skillsTitle, subtitle: labels.skillsSubtitle }}
      reveal={{ items: ".skill-card", trigger: "section", ...MOTION.skills }}
    >
      <BalancedList
        most={{ base: 2, lg: 4 }}
        className="[--gap:1rem] md:[--gap:1.5rem]"
        items={skills.map((skill) => (
          <div
            key={skill.name}
            className="skill-card reveal card flex h-full flex-col items-center gap-4 px-4 py-8 text-center"
          >
            <ContentIcon file={skill.imgPath} size={56} />
            <h3 className="font-semibold text-fg md:text-lg">
              <Text>{skill.name}</Text>
            </h3>
          </div>
        ))}
      />
    </RevealSection>
  );
}

export const query = graphql`
  fragment SkillFields on SkillsJson {
    name
    imgPath {
      ...ContentIconFile
    }
  }
`;
