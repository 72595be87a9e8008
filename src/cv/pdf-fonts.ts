import { FontChain } from "../text-layout/font-chain";
import { fontFamilies } from "../text-layout/font-faces";

/**
 * The PDF's fonts: the shared chain (Inter's static weights first, then Noto), each weight of a variable font
 * embedded as its own instance.
 */
export const cvPdfChain = (projectRoot: string) => new FontChain(fontFamilies(projectRoot));
