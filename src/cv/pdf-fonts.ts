import { FontChain } from "../text-layout/font-chain";
import { fontFamilies } from "../text-layout/font-faces";

/**
 * The PDF's fonts: the shared chain (src/text-layout/font-faces.ts), each weight of a variable font
 * embedded as its own instance.
 */
export const cvPdfChain = (projectRoot: string) => new FontChain(fontFamilies(projectRoot));
