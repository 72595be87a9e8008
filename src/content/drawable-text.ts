import { FontChain } from "../text-layout/font-chain";
import { fontFamilies } from "../text-layout/font-faces";

/** The characters of a text that no font the build draws with holds, each described for the owner. */
export type Undrawable = (text: string) => string[];

/** Characters no font draws, which the drawing hides (a joiner, a variation selector, a direction mark), and spaces. */
const UNSEEN = /[\p{Default_Ignorable_Code_Point}\s]/u;

/**
 * The characters of a text that none of the fonts the build draws with holds: the CV's PDF and the share images,
 * where no browser can stand in with another font, would draw an empty box for each, and read it as nothing. Each
 * font file is read only when a text has a character in its range.
 */
export function undrawableBy(projectRoot: string): Undrawable {
  let chain: FontChain | undefined;
  const drawable = new Map<number, boolean>();
  return (text) => {
    chain ??= new FontChain(fontFamilies(projectRoot));
    return [...new Set(text)].filter((c) => {
      if (UNSEEN.test(c)) return false;
      const cp = c.codePointAt(0)!;
      if (!drawable.has(cp)) drawable.set(cp, chain!.canDraw(cp));
      return !drawable.get(cp);
    });
  };
}
