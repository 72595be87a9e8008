/**
 * The one function of gatsby-plugin-sharp the site calls (gatsby-node.ts): gatsbyImageData for a File node, as
 * gatsby-transformer-sharp's resolver calls it. The package ships no types.
 */
declare module "gatsby-plugin-sharp" {
  export function generateImageData(options: {
    file: object;
    args: unknown;
    pathPrefix: string;
    reporter: unknown;
    cache: unknown;
  }): Promise<unknown>;
}
