// A registry of the API's routes with their valibot schemas, turned into an OpenAPI 3.1 document.
import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { ApiErrorBody } from "../../../application/contracts/errors.ts";

export interface RouteDoc {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path under /api, with {param} placeholders. */
  path: string;
  summary: string;
  tags?: string[];
  query?: GenericSchema;
  body?: GenericSchema;
  responses: Record<number, { description: string; schema?: GenericSchema }>;
}

export class OpenApiRegistry {
  private readonly routes: RouteDoc[] = [];

  add(route: RouteDoc): void {
    this.routes.push(route);
  }

  document(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      const operation: Record<string, unknown> = { summary: route.summary, tags: route.tags ?? [] };
      const parameters: unknown[] = [];
      for (const match of route.path.matchAll(/\{(\w+)\}/g)) {
        parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
      }
      if (route.query) {
        const schema = jsonSchema(route.query) as { properties?: Record<string, unknown>; required?: string[] };
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          parameters.push({ name, in: "query", required: schema.required?.includes(name) ?? false, schema: property });
        }
      }
      if (parameters.length > 0) operation.parameters = parameters;
      if (route.body) {
        operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(route.body) } } };
      }
      operation.responses = Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            content: {
              "application/json": {
                schema: jsonSchema(response.schema ?? (Number(status) >= 400 ? ApiErrorBody : undefined)),
              },
            },
          },
        ]),
      );
      (paths[route.path] ??= {})[route.method] = operation;
    }
    return { openapi: "3.1.0", info, servers: [{ url: "/api" }], paths };
  }
}

function jsonSchema(schema: GenericSchema | undefined): unknown {
  if (!schema) return {};
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: "ignore" }) as Record<string, unknown>;
  return rest;
}
