import { data } from "react-router";

/** Unmatched paths: a 404 rendered by the root error boundary, with the locale resolved. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
