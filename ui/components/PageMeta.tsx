// The <title> and description of a page (React hoists them into <head>), with the brand name;
// private pages are kept out of search engines.
import { useWebConfig } from "../composition/app-context.tsx";

export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}) {
  const { brandName } = useWebConfig();
  return (
    <>
      <title>{`${title} | ${brandName}`}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
