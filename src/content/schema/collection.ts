import type { z } from "zod";

/**
 * A JSON list of entries. `uniqueBy` names the fields that must differ between entries; the first one also names
 * an entry in the check's messages ("entry 2 (id 2)").
 */
export interface ListCollection<Entry extends z.ZodType = z.ZodType> {
  shape: "list";
  description: string;
  entry: Entry;
  uniqueBy?: readonly string[];
}

/** One JSON object. */
export interface ObjectCollection<Entry extends z.ZodType = z.ZodType> {
  shape: "object";
  description: string;
  entry: Entry;
}

export type Collection = ListCollection | ObjectCollection;
