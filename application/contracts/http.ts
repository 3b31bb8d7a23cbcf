// Conventions of the HTTP API shared by the API and its clients.
import { EVALUATION_HEADER } from "../../domain/http/headers.ts";

/**
 * §7 "Default headers: ... a custom evaluation flag header": every state-changing request from a browser
 * must carry it (any value: the web client always sends "true" or "false"); with the Origin / Sec-Fetch-Site
 * check it is the API's CSRF defence. Requests authenticated by a bearer token are exempt.
 */
export const CSRF_HEADER = EVALUATION_HEADER;

/** Where the process mounts the API (server/app.ts): links the API writes into e-mails start with it. */
export const API_PREFIX = "/api";
