import { BalancedList, type MostColumns } from "./balanced-list";
import { ContentIcon, type QueriedIcon } from "./content-icon";
import { Text } from "./text";

export interface InfoCardContent {
  readonly title: string;
  readonly desc: string;
  readonly imgPath: QueriedIcon;
}

/** A card with an image, a title and a description (value and feature cards). */
export function InfoCard({ card }: { card: InfoCardContent }) {
  return (
    <article className="card flex h-full flex-col gap-4 p-6 md:p-8">
      <ContentIcon file={card.imgPath} size={56} />
      <h3 className="text-xl font-semibold text-fg">
        <Text>{card.title}</Text>
      </h3>
      <p className="text-muted">
        <Text>{card.desc}</Text>
      </p>
    </article>
  );
}

/** The value and feature cards: a list of InfoCards in even rows of at most `most` columns. */
export function InfoCardGrid({ cards, most }: { cards: readonly InfoCardContent[]; most: MostColumns }) {
  return (
    <BalancedList
      most={most}
      items={cards.map((card, i) => (
        <InfoCard key={i} card={card} />
      ))}
    />
  );
}
