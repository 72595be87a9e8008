import { StyleSheet } from "@react-pdf/renderer";
import { CV_PDF_FONT } from "./pdf-fonts";

const INK = "#111118";
const MUTED = "#4a4a5a";
const ACCENT = "#3730a3";

/** The PDF's page margins, in points; the build measures how much of a page the sections fill inside them. */
export const PDF_PAGE_PADDING = { vertical: 36, horizontal: 44 };

export const styles = StyleSheet.create({
  page: {
    paddingVertical: PDF_PAGE_PADDING.vertical,
    paddingHorizontal: PDF_PAGE_PADDING.horizontal,
    fontFamily: CV_PDF_FONT.family,
    fontSize: 9,
    lineHeight: 1.4,
    color: INK,
    // Keyword search and ATS parsers read "fi" and "fl" as two letters only without the ligature glyphs.
    fontFeatureSettings: { liga: false, clig: false },
  },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.2 },
  label: { fontSize: 11, fontWeight: 600, color: ACCENT, marginTop: 2 },
  contact: { flexDirection: "row", flexWrap: "wrap", marginTop: 6, color: MUTED },
  link: { color: ACCENT, textDecoration: "none" },
  summary: { marginTop: 8 },
  heading: {
    fontSize: 11,
    fontWeight: 700,
    marginTop: 12,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: "#c7c7d1",
  },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: "row", justifyContent: "space-between" },
  entryTitle: { fontWeight: 600, flexShrink: 1, paddingRight: 8 },
  when: { color: MUTED },
  detail: { color: MUTED },
  bullet: { flexDirection: "row", paddingLeft: 4 },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },
  skill: { marginBottom: 2 },
  skillName: { fontWeight: 600 },
});
