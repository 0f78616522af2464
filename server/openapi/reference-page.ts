/**
 * The readable reference of the contract (GET /v1/docs): one HTML page made from the OpenAPI
 * document on the server, with no script and nothing loaded from elsewhere (the server's CSP
 * allows neither, and a seller's developer may read it on a closed network). Every route with its
 * method, auth, Idempotency-Key, parameters, body and answers; schemas open on demand.
 */

type JsonObject = Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `#/components/schemas/Order` -> `Order`. */
const refName = (value: unknown) => (typeof value === "object" && value && "$ref" in value ? String((value as { $ref: string }).$ref).split("/").pop() : undefined);

function schemaLink(schema: unknown): string {
  const name = refName(schema);
  if (name) return `<a href="#schema-${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>`;
  const oneOf = (schema as { oneOf?: unknown[] } | undefined)?.oneOf;
  if (oneOf) return oneOf.map(schemaLink).join(" or ");
  return `<code>${escapeHtml(JSON.stringify(schema))}</code>`;
}

function contentList(content: Record<string, { schema?: unknown }> | undefined): string {
  if (!content) return "";
  return Object.entries(content)
    .map(([type, { schema }]) => (type === "application/json" ? schemaLink(schema) : `<code>${escapeHtml(type)}</code>${schema && Object.keys(schema).length > 0 ? ` ${schemaLink(schema)}` : ""}`))
    .join(", ");
}

function parameterRows(parameters: JsonObject[], components: JsonObject): string {
  const resolved = parameters.map((parameter) => (refName(parameter) ? ((components.parameters as JsonObject)[refName(parameter)!] as JsonObject) : parameter));
  if (resolved.length === 0) return "";
  const rows = resolved
    .map((p) => `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`)
    .join("");
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: JsonObject, components: JsonObject): string {
  const publicRoute = Array.isArray(operation.security) && operation.security.length === 0;
  const body = operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
  const responses = Object.entries(operation.responses as Record<string, JsonObject>)
    .map(([status, answer]) => {
      const name = refName(answer);
      const resolved = name ? ((components.responses as JsonObject)[name] as JsonObject) : answer;
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(resolved.description))} ${contentList(resolved.content as never)}</li>`;
    })
    .join("");
  return `<section id="${escapeHtml(String(operation.operationId))}" class="operation">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(operation.summary))}</p>
${operation.description ? `<p>${escapeHtml(String(operation.description))}</p>` : ""}
<p class="auth">${publicRoute ? "Public: no token." : "Bearer token."}</p>
${parameterRows((operation.parameters as JsonObject[] | undefined) ?? [], components)}
${body ? `<p>Body: ${contentList(body.content)}</p>` : ""}
<p>Answers:</p><ul>${responses}</ul>
</section>`;
}

export function referencePage(document: JsonObject): string {
  const info = document.info as { title: string; version: string; description: string };
  const components = document.components as JsonObject;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, JsonObject>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = (operation.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation, components)]);
    }
  }
  const tags = [...byTag.keys()];
  const schemas = Object.entries(components.schemas as JsonObject)
    .map(([name, schema]) => `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1d2330; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f4f5f8; padding: 0.75rem; overflow-x: auto; }
.operation { border-top: 1px solid #d5d8e0; padding: 0.5rem 0; }
.method { display: inline-block; min-width: 4.5rem; font-family: ui-monospace, monospace; color: #1f4fd1; }
.auth { color: #5b6170; }
table { border-collapse: collapse; margin: 0.5rem 0; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid #d5d8e0; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/v1/openapi.json"><code>/v1/openapi.json</code></a> (OpenAPI 3.1).</p>
<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join("")}<li><a href="#schemas">Schemas</a></li></ul></nav>
</header>
<main>
${tags.map((tag) => `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join("\n")}</section>`).join("\n")}
<section id="schemas"><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>`;
}
