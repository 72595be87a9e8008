import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { Section } from "../components/section";
import { Text } from "../components/text";
import { useLabels } from "../content/use-site";

interface RolesProps {
  roles: readonly Queries.RoleFieldsFragment[];
}

export function Roles({ roles }: RolesProps) {
  const labels = useLabels();
  return (
    <Section
      name="roles"
      title={{ text: labels.rolesTitle, eyebrow: labels.rolesEyebrow }}
      spacing="px-4 py-20 sm:px-6 md:py-24"
      className="border-y border-line bg-ink-900/60"
    >
      <ul className="flex flex-wrap justify-center gap-4">
        {roles.map((role) => (
          <li
            key={role.name}
            className="flex items-center gap-3 rounded-full border border-line bg-ink-800 py-2 ps-2 pe-6 text-lg font-semibold text-fg"
          >
            <ContentIcon file={role.imgPath} size={44} />
            <Text>{role.name}</Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment RoleFields on RolesJson {
    name
    imgPath {
      ...ContentIconFile
    }
  }
`;
