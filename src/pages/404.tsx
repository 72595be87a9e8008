import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { type LanguageContext, onSite, useLabels, useLocalPath } from "../content/use-site";

type NotFoundProps = PageProps<Queries.NotFoundPageQuery, LanguageContext>;

function NotFoundPage({ location }: NotFoundProps) {
  const labels = useLabels();
  const local = useLocalPath();
  return (
    <Layout pathname={location.pathname}>
      <section
        aria-labelledby="not-found-title"
        className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-32 pb-20 text-center"
      >
        <p className="text-gradient text-7xl font-bold md:text-9xl">404</p>
        <h1 id="not-found-title" className="mt-6 text-3xl font-bold text-fg md:text-4xl">
          {labels.notFoundTitle}
        </h1>
        <p className="mt-4 max-w-md text-lg text-muted">{labels.notFoundText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={local("/")} className="button-primary">
            {labels.backHome}
          </Link>
          <Link to={local("/projects/")} className="button-secondary">
            {labels.seeAllProjects}
          </Link>
        </div>
      </section>
    </Layout>
  );
}

export default onSite(NotFoundPage);

function NotFoundHead({ location }: NotFoundProps) {
  const labels = useLabels();
  return <Seo title={labels.notFoundPageTitle} description={labels.notFoundDescription} pathname={location.pathname} />;
}
export const Head = onSite(NotFoundHead);

export const query = graphql`
  query NotFoundPage($translation: String!) {
    ...SiteContent
  }
`;
