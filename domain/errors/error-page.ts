// §2 "Error page" and §8: which error page a status gets.

export type ErrorPageKind = "not-found" | "generic";

/** §2 Error page: 404 and 410 say the page does not exist; any other status is a generic error. */
export function errorPageKind(status: number): ErrorPageKind {
  return status === 404 || status === 410 ? "not-found" : "generic";
}

/** §2 Error page: status of an error that carries none (a thrown exception) is 500. */
export function errorStatus(status: number | undefined): number {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
