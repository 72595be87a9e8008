import { pluralText } from "./plural-label";
import { ENGLISH_LABELS, type Labels } from "./schema/labels";

/**
 * Every fixed word of the site as the pages, the PDF and the share images use it: content/labels.json's, with the
 * English of any label it leaves out. The one place the English defaults apply (GraphQL's LabelsJson.texts).
 */
export type SiteLabels = Omit<Labels, "featuredProjects"> & {
  /** The badge's form for the number of projects the site has, chosen at build time. */
  featuredProjects: string;
};

/** labels.json as written (a key left out, or null once it has come through GraphQL, is not written). */
export type WrittenLabels = { readonly [K in keyof Labels]?: Labels[K] | null };

export function siteLabels(
  written: WrittenLabels,
  { language, projects }: { language: string; projects: number },
): SiteLabels {
  const labels = { ...ENGLISH_LABELS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(written)) if (value != null && key in labels) labels[key] = value;
  const { featuredProjects, ...rest } = labels as Labels;
  return { ...rest, featuredProjects: pluralText(featuredProjects, projects, language) };
}
