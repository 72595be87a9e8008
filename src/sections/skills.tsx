import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { RevealSection } from "../components/reveal-section";
import { MOTION } from "../motion/timings";

interface SkillsProps {
  skills: readonly Queries.SkillFieldsFragment[];
}

export function Skills({ skills }: SkillsProps) {
  return (
    <RevealSection
      name="skills"
      anchor
      title={{ text: "How I Can Contribute & My Key Skills", subtitle: "What I Bring to the Table" }}
      reveal={{ items: ".skill-card", trigger: "section", ...MOTION.skills }}
    >
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {skills.map((skill) => (
          <li
            key={skill.name}
            className="skill-card reveal card flex flex-col items-center gap-4 px-4 py-8 text-center"
          >
            <ContentIcon file={skill.imgPath} size={56} />
            <h3 className="font-semibold text-fg md:text-lg">{skill.name}</h3>
          </li>
        ))}
      </ul>
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
