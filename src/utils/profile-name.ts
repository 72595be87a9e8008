/**
 * A profile's user name: the last part of its address, as the owner would write it ("https://github.com/ada-dev" →
 * "ada-dev", "https://x.com/%C3%BCmit" → "ümit").
 */
export function profileName(link: string): string {
  const last = new URL(link).pathname.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** What the site's own address shows: without its scheme and its last "/" ("https://ada.dev/" → "ada.dev"). */
export const siteShown = (url: string): string => url.replace(/^https?:\/\/|\/$/g, "");

/** What a profile's link shows: its user name, or the site's host where the address names no user ("https://ada.dev"). */
export const profileShown = (link: string): string => profileName(link) || new URL(link).hostname;
