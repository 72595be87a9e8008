import { ContentIcon, type QueriedIcon } from "./content-icon";

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
      <h3 className="text-xl font-semibold text-fg">{card.title}</h3>
      <p className="text-muted">{card.desc}</p>
    </article>
  );
}

/** The value and feature cards: a list of InfoCards in a grid (`gridClass` sets its columns). */
export function InfoCardGrid({ cards, gridClass }: { cards: readonly InfoCardContent[]; gridClass: string }) {
  return (
    <ul className={`grid gap-6 ${gridClass}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <InfoCard card={card} />
        </li>
      ))}
    </ul>
  );
}
