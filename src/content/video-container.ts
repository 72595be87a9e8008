/**
 * Whether a video file is whole, read from its container alone: the build copies the videos as they are, so a
 * damaged one would only show as a blank hero in the visitor's browser. Each top-level part of the container says how
 * long it is; a file cut short by an interrupted copy ends inside one of them.
 */

const CUT_SHORT = "is cut short (an interrupted copy?); copy or export it again";

/** MP4 (ISO BMFF): a run of boxes, each a 32-bit size (1: a 64-bit one follows; 0: to the end) and a 4-letter type. */
export function mp4Problem(bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types = new Set<string>();
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (offset === 0 && type !== "ftyp")
      return `is not an MP4 video (it does not start as one); export it as MP4 (H.264)`;
    let size = view.getUint32(offset);
    if (size === 1 && offset + 16 <= bytes.length) size = Number(view.getBigUint64(offset + 8));
    else if (size === 0) size = bytes.length - offset;
    if (size < 8) return `is damaged: its "${type}" part has an impossible length; copy or export it again`;
    if (offset + size > bytes.length) return CUT_SHORT;
    types.add(type);
    offset += size;
  }
  if (offset === 0) return bytes.length === 0 ? "is empty (0 bytes); copy or export it again" : CUT_SHORT;
  if (offset < bytes.length) return CUT_SHORT;
  if (!types.has("moov")) return 'has no index (its "moov" part): it is cut short or damaged; copy or export it again';
  return undefined;
}

/** An EBML variable-length number: its length in bytes from the leading zeros, its value without the marker bit. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[offset + i]!;
    allOnes &&= bytes[offset + i] === 0xff;
  }
  // An all-ones size is "unknown": the element runs to the end of its parent (a live recording's Segment).
  return { value: !keepMarker && allOnes ? Infinity : value, length };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;

/** WebM (Matroska's EBML): a header element, then a Segment whose length, when known, is the rest of the file. */
export function webmProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return "is empty (0 bytes); copy or export it again";
  let offset = 0;
  const element = () => {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length, false);
    if (!id || !size) return undefined;
    const start = offset + id.length + size.length;
    return { id: id.value, start, end: start + size.value };
  };
  const header = element();
  if (header?.id !== EBML_HEADER) return "is not a WebM video (it does not start as one); export it as WebM (VP9)";
  if (header.end > bytes.length) return CUT_SHORT;
  offset = header.end;
  const segment = element();
  if (segment?.id !== SEGMENT) return CUT_SHORT;
  if (segment.end !== Infinity) return segment.end > bytes.length ? CUT_SHORT : undefined;
  // A Segment of unknown length: each of its parts must end within the file.
  offset = segment.start;
  while (offset < bytes.length) {
    const part = element();
    if (part?.end === Infinity) return undefined;
    if (!part || part.end > bytes.length) return CUT_SHORT;
    offset = part.end;
  }
  return undefined;
}
