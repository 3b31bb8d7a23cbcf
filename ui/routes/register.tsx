import { redirect } from "react-router";

/** §2: /register redirects to /signup (permanently, keeping the query string). */
export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  return redirect(`/signup${search}`, 301);
}
