import type * as v from "valibot";
import { type JsonSchema, toJsonSchema } from "@valibot/to-json-schema";
import * as auth from "../../src/api/schemas/auth";
import * as columns from "../../src/api/schemas/columns";
import * as common from "../../src/api/schemas/common";
import * as dispatch from "../../src/api/schemas/dispatch";
import * as documents from "../../src/api/schemas/documents";
import * as health from "../../src/api/schemas/health";
import * as jobs from "../../src/api/schemas/jobs";
import * as productImport from "../../src/api/schemas/product-import";
import * as notifications from "../../src/api/schemas/notifications";
import * as orderCreate from "../../src/api/schemas/order-create";
import * as orders from "../../src/api/schemas/orders";
import * as pickups from "../../src/api/schemas/pickups";
import * as quotes from "../../src/api/schemas/quotes";
import * as sellerSettings from "../../src/api/schemas/seller-settings";
import * as sellers from "../../src/api/schemas/sellers";
import * as templates from "../../src/api/schemas/templates";
import * as trackingSettings from "../../src/api/schemas/tracking-settings";
import * as tracking from "../../src/api/schemas/tracking";
import * as users from "../../src/api/schemas/users";
import * as verification from "../../src/api/schemas/verification";
import { IDEMPOTENCY_HEADER } from "../idempotency/idempotency";
import { OPERATIONS, type Operation, PATH_PARAMETERS } from "./operations";

/** The version of the published contract: raised when a route or a shape changes incompatibly. */
export const CONTRACT_VERSION = "1.0.0";

type JsonObject = Record<string, unknown>;
type Schema = v.GenericSchema;

/**
 * The shared schemas by their exported names, so that the document refers to `Order` once under
 * components rather than repeating it in every operation that answers it.
 */
function namedSchemas(): Map<unknown, string> {
  const modules = [auth, columns, common, dispatch, documents, health, jobs, notifications, orderCreate, orders, pickups, productImport, quotes, sellerSettings, sellers, templates, trackingSettings, tracking, users, verification];
  const names = new Map<unknown, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value) && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "schema";

/**
 * A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the client sends or reads
 * it ("input"). Checks JSON Schema cannot say (trimming, a CPF's check digits, custom checks) are
 * left out rather than failing the document: the server still applies them and answers 422
 * with the field's message.
 */
function jsonSchemaOf(schema: Schema): JsonObject {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: "draft-2020-12", typeMode: "input", errorMode: "ignore" }) as JsonSchema & JsonObject;
  return json;
}

const idempotencyKey = (required: boolean) => ({
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required,
  description: "Makes a retry safe: the same key with the same body answers the first result; with another body, 422.",
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" },
});

const ERROR_RESPONSE = { $ref: "#/components/responses/Error" };
const UNAUTHORIZED_RESPONSE = { $ref: "#/components/responses/Unauthorized" };

/** `/v1/orders/:id` as OpenAPI writes it: `/v1/orders/{id}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, "{$1}");

/** Builds the OpenAPI 3.1 document of every route in OPERATIONS. */
export function buildOpenApiDocument(): JsonObject {
  const names = namedSchemas();
  const components: Record<string, JsonObject> = {};
  const ref = (schema: Schema): JsonObject => {
    const name = names.get(schema);
    if (!name) return jsonSchemaOf(schema);
    components[name] ??= jsonSchemaOf(schema);
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [key, operation] of Object.entries(OPERATIONS)) {
    const [method, honoPath] = key.split(" ") as [string, string];
    const path = openApiPath(honoPath);
    (paths[path] ??= {})[method.toLowerCase()] = operationObject(key, honoPath, operation, ref);
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Logistics portal /v1",
      version: CONTRACT_VERSION,
      description:
        "The portal's own API, for sellers' systems as for the app. Answers are `{data: ...}`; refusals are `{messages: [...]}`, " +
        "each entry a text or an object mapping a field (`base` for the whole request) to its texts. Sign in with POST /v1/login " +
        "and send `Authorization: Bearer <auth_token>`. Changes accept an `Idempotency-Key` (8 to 128 letters, digits, '-' or '_'): " +
        "a retry with the same key and body answers the first result; the calls an offline client queues require one.",
    },
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The `auth_token` of POST /v1/login's answer." } },
      schemas: { ...components, ErrorBody: jsonSchemaOf(common.ErrorBody) },
      // Two parameters, since a $ref cannot change `required`.
      parameters: { IdempotencyKey: idempotencyKey(false), IdempotencyKeyRequired: idempotencyKey(true) },
      responses: {
        Error: { description: "Refused or failed: the reasons, as texts or by field.", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } },
        Unauthorized: { description: "No token, or one that has expired or was signed out.", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } },
      },
    },
  };
}

function operationObject(key: string, honoPath: string, operation: Operation, ref: (schema: Schema) => JsonObject): JsonObject {
  const parameters: JsonObject[] = [];
  for (const [, name] of honoPath.matchAll(/:(\w+)/g)) {
    const accepted = PATH_PARAMETERS[name!];
    if (!accepted) throw new Error(`${key}: no description of the path parameter "${name}" in PATH_PARAMETERS`);
    parameters.push({ name, in: "path", required: true, schema: accepted === "integer" ? { type: "integer", minimum: 1 } : { type: "string", enum: accepted } });
  }
  if (operation.query) parameters.push(...queryParameters(operation.query));
  if (operation.idempotency === "required") parameters.push({ $ref: "#/components/parameters/IdempotencyKeyRequired" });
  if (operation.idempotency === "optional") parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });

  const responses: JsonObject = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    const content = "file" in answer.body
      ? Object.fromEntries(answer.body.file.map((type) => [type, { schema: {} }]))
      : { "application/json": { schema: ref(answer.body) } };
    responses[status] = { description: answer.description, content };
  }
  if (!operation.public) responses["401"] = UNAUTHORIZED_RESPONSE;
  responses["4XX"] = ERROR_RESPONSE;
  responses["5XX"] = ERROR_RESPONSE;

  const idempotencyNote =
    operation.idempotency === "required" ? `The ${IDEMPOTENCY_HEADER} header is required (400 without it).` : operation.idempotency === "optional" ? `An ${IDEMPOTENCY_HEADER} header is honoured.` : "";
  const description = [operation.description, idempotencyNote].filter(Boolean).join(" ");
  return {
    operationId: operationId(key),
    summary: operation.summary,
    ...(description ? { description } : {}),
    tags: [operation.tag],
    ...(operation.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body, ref) } : {}),
    responses,
  };
}

function requestBody(body: NonNullable<Operation["body"]>, ref: (schema: Schema) => JsonObject): JsonObject {
  if ("upload" in body) {
    const field = { type: "string", contentMediaType: body.types.join(", "), contentEncoding: "binary" };
    return {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", required: [body.upload], properties: { [body.upload]: field } } } },
    };
  }
  const schema = Array.isArray(body) ? { oneOf: body.map(ref) } : ref(body as Schema);
  return { required: true, content: { "application/json": { schema } } };
}

/** A query schema (an object of optional texts) as one parameter per field. */
function queryParameters(query: Schema): JsonObject[] {
  const json = jsonSchemaOf(query) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({ name, in: "query", required: json.required?.includes(name) ?? false, schema }));
}

/** `PUT /v1/orders/:id/dispatch` -> `putOrdersIdDispatch`: stable, unique, readable. */
function operationId(key: string): string {
  const words = key.toLowerCase().replace("/v1/", " ").split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");
}
