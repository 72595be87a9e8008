import { graphql } from "gatsby";
import { ContentIcon } from "../components/content-icon";
import { SectionHeading } from "../components/section-heading";

interface RolesProps {
  roles: readonly Queries.RoleFieldsFragment[];
}

export function Roles({ roles }: RolesProps) {
  return (
    <section
      aria-labelledby="roles-title"
      className="border-y border-line bg-ink-900/60 px-4 py-20 render-when-near sm:px-6 md:py-24"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="roles-title" eyebrow="Hire me as" title="Roles I Take On" />
        <ul className="flex flex-wrap justify-center gap-4">
          {roles.map((role) => (
            <li
              key={role.name}
              className="flex items-center gap-3 rounded-full border border-line bg-ink-800 py-2 pr-6 pl-2 text-lg font-semibold text-fg"
            >
              <ContentIcon file={role.imgPath} size={44} />
              {role.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment RoleFields on RolesJson {
    name
    imgPath {
      publicURL
    }
  }
`;
