import { z } from "zod";
import { placeholdersIn } from "../label-text";
import { type PluralForms, PLURAL_CATEGORIES } from "../plural-label";
import type { ObjectCollection } from "./collection";
import { type ContentChecks, drawable, entry, graphqlHints, list, TEXT_MAX, templates, text, words } from "./fields";
import { DRAWN_PLACES, LABELS, type LabelKey, type LabelSpec } from "./label-list";

/** The labels, each with its text: a plural label with its forms. */
export type Labels = { [K in LabelKey]: (typeof LABELS)[K]["english"] extends string ? string : PluralForms };

const LABEL_SPECS: Record<string, LabelSpec> = LABELS;

/** Each label's English, as the site uses it when labels.json leaves the label out. */
export const ENGLISH_LABELS = Object.fromEntries(
  Object.entries(LABEL_SPECS).map(([key, spec]) => [key, spec.english]),
) as Labels;

/** Whether the build draws a label itself (the CV's PDF, the share images): its font must hold every character. */
const isDrawnLabel = (key: string) => LABEL_SPECS[key]!.where.some((place) => DRAWN_PLACES.includes(place));

const quoted = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** The placeholders a label must hold, each once, and no other. */
function placeholderProblem(value: string, fills: readonly string[]): string | undefined {
  const found = placeholdersIn(value);
  const unknown = [...new Set(found.filter((name) => !fills.includes(name)))];
  if (unknown.length > 0)
    return `has ${quoted(unknown)}, which the site does not fill here (a typo?); it fills ${fills.length > 0 ? quoted(fills) : "none"}`;
  const missing = fills.filter((name) => !found.includes(name));
  if (missing.length > 0) return `leaves out ${quoted(missing)}: write ${quoted(missing)} where it goes`;
  const twice = fills.filter((name) => found.indexOf(name) !== found.lastIndexOf(name));
  if (twice.length > 0) return `has ${quoted(twice)} more than once; write it once`;
  return undefined;
}

/** What the editor says of a label: what it is, where it is shown and what its placeholders are replaced by. */
function describe({ says, where, fills }: LabelSpec): string {
  const placeholders = Object.entries(fills ?? {}).map(([name, what]) => `{${name}} is ${what}`);
  return [
    says,
    `Where: ${where.join(", ")}.`,
    ...(placeholders.length > 0 ? [`${placeholders.join("; ")}.`] : []),
  ].join(" ");
}

function labelText(checks: ContentChecks, key: string, spec: LabelSpec) {
  const fills = Object.keys(spec.fills ?? {});
  const description = describe(spec);
  const max = spec.max ?? TEXT_MAX.title;
  const written = text(description, max).superRefine((value, ctx) => {
    const problem = placeholderProblem(value, fills);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  });
  return (isDrawnLabel(key) ? drawable(checks, written) : written).register(templates, { fills }).register(words, {});
}

/** A label with a number in it: its form for each plural category, "other" for any left out. */
function pluralLabel(checks: ContentChecks, key: string, spec: LabelSpec) {
  const forms = Object.fromEntries(
    PLURAL_CATEGORIES.map((category) => {
      const form = labelText(checks, key, { ...spec, says: `The form for numbers in the "${category}" category.` });
      return [category, category === "other" ? form : form.optional()];
    }),
  );
  return entry(forms)
    .describe(
      `${describe(spec)} One form for each plural category of the site's language (CLDR's "zero", "one", "two", "few", "many", "other"); "other" is used for any left out.`,
    )
    .register(graphqlHints, { graphql: "LabelPlural" });
}

/** The labels the owner keeps in English on purpose, by key: the check says nothing of their English. */
const keptInEnglish = list(
  z.enum(Object.keys(LABEL_SPECS) as [LabelKey, ...LabelKey[]], {
    error: (issue) => `must be the name of a label above, like "portfolio", got ${JSON.stringify(issue.input)}`,
  }),
  "label names",
  'Optional: the labels you keep in English on purpose, by name ("portfolio", "jsonResume"): on a site in another language, the check then no longer warns that they are still in English.',
).register(words, {});

/** labels.json: every fixed word, in the site's language. */
export const labelsCollection = (checks: ContentChecks) =>
  ({
    shape: "object",
    description:
      "Every word the site shows or says that is not yours (headings, buttons, the form's labels and messages, the CV's headings), in the language of the site. Leave a label out for its English.",
    entry: entry(
      Object.fromEntries(
        Object.entries(LABEL_SPECS).map(([key, spec]) => {
          const label: z.ZodType =
            typeof spec.english === "string" ? labelText(checks, key, spec) : pluralLabel(checks, key, spec);
          return [key, label.default(spec.english)];
        }),
      ) as { [K in LabelKey]: z.ZodDefault<z.ZodType<Labels[K]>> },
    ).extend({ keptInEnglish: keptInEnglish.optional() }),
  }) satisfies ObjectCollection;
