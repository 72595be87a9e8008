/** A path on the site as a URL: a letter of another script as UTF-8, encoded once. */
export const urlPath = (where: string) => where.split("/").map(encodeURIComponent).join("/");
