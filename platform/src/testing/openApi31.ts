// Checks an OpenAPI 3.1 document as far as tests need it: its structure as the specification
// states it (operations, responses, parameters, security, references) and every schema in it
// compiled by Ajv as JSON Schema 2020-12, the dialect OpenAPI 3.1 uses. No OpenAPI validator is
// installed, and Ajv already is (Fastify's own).

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Readonly<Record<string, unknown>>;

export interface MediaType {
  schema: Json;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema: Json;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, Json>; schemas?: Record<string, Json> };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const PATH_ITEM_FIELDS = new Set<string>([...HTTP_METHODS, '$ref', 'summary', 'description', 'servers', 'parameters']);

/** Ajv for OpenAPI 3.1's schema dialect: JSON Schema 2020-12 plus OpenAPI's own annotation keywords. */
export function openApiSchemaAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of ['discriminator', 'xml', 'externalDocs', 'example']) ajv.addKeyword(keyword);
  return ajv;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `operations` entry of a document, with where it is. */
export function operationsOf(document: OpenApiDocument): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

function refProblems(document: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      let target: unknown = ref.startsWith('#/') ? document : undefined;
      for (const part of ref.slice(2).split('/'))
        target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
      if (target === undefined) problems.push(`$ref ${ref} does not resolve inside the document`);
    }
    Object.values(node).forEach(visit);
  };
  visit(document);
  return problems;
}

/** What is wrong with `input` as an OpenAPI 3.1 document; empty when nothing is. */
export function openApiProblems(input: unknown): string[] {
  if (!isObject(input)) return ['the document is not a JSON object'];
  const document = input as unknown as OpenApiDocument;
  const problems: string[] = [];
  const ajv = openApiSchemaAjv();
  const checkSchema = (where: string, schema: unknown) => {
    if (!isObject(schema)) return problems.push(`${where}: no schema`);
    if (!ajv.validateSchema(schema)) return problems.push(`${where}: not JSON Schema 2020-12: ${ajv.errorsText(ajv.errors)}`);
    try {
      ajv.compile(schema);
    } catch (error) {
      problems.push(`${where}: does not compile: ${(error as Error).message}`);
    }
  };
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problems.push('"openapi" is not 3.1.x');
  if (!isObject(document.info) || typeof document.info.title !== 'string' || typeof document.info.version !== 'string') {
    problems.push('"info" needs a title and a version');
  }
  if (!isObject(document.paths)) return [...problems, '"paths" is not an object'];
  const schemes = document.components?.securitySchemes ?? {};
  for (const [name, scheme] of Object.entries(schemes)) {
    const { type } = scheme;
    if (!['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(String(type)))
      problems.push(`security scheme ${name}: bad type`);
    if (type === 'http' && typeof scheme.scheme !== 'string') problems.push(`security scheme ${name}: http needs "scheme"`);
    if (type === 'apiKey' && (typeof scheme.name !== 'string' || !['query', 'header', 'cookie'].includes(String(scheme.in)))) {
      problems.push(`security scheme ${name}: apiKey needs "name" and "in"`);
    }
  }
  const checkSecurity = (where: string, security: unknown) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return problems.push(`${where}: "security" is not a list`);
    for (const requirement of security as unknown[]) {
      if (!isObject(requirement)) {
        problems.push(`${where}: a security requirement is not an object`);
        continue;
      }
      for (const [name, scopes] of Object.entries(requirement)) {
        if (!(name in schemes)) problems.push(`${where}: security scheme "${name}" is not in components.securitySchemes`);
        if (!Array.isArray(scopes)) problems.push(`${where}: security "${name}" needs a list`);
      }
    }
  };
  checkSecurity('document', document.security);
  const declaredTags = new Set((document.tags ?? []).map((tag) => tag.name));
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    for (const field of Object.keys(item)) if (!PATH_ITEM_FIELDS.has(field)) problems.push(`path ${path}: unknown field ${field}`);
  }
  for (const { path, method, operation } of operationsOf(document)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (operation.operationId !== undefined) {
      if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} is used twice`);
      operationIds.add(operation.operationId);
    }
    for (const tag of operation.tags ?? []) if (!declaredTags.has(tag)) problems.push(`${where}: tag ${tag} is not declared`);
    checkSecurity(where, operation.security);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const parameters = operation.parameters ?? [];
    for (const name of templated) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name && p.required === true)) {
        problems.push(`${where}: path parameter {${name}} is not declared as required`);
      }
    }
    for (const parameter of parameters) {
      if (!['query', 'header', 'path', 'cookie'].includes(parameter.in) || typeof parameter.name !== 'string') {
        problems.push(`${where}: a parameter needs "name" and "in"`);
      }
      if (parameter.in === 'path' && !templated.includes(parameter.name))
        problems.push(`${where}: path parameter ${parameter.name} is not in the path`);
      checkSchema(`${where} parameter ${parameter.name}`, parameter.schema);
    }
    if (operation.requestBody) {
      const media = Object.entries(operation.requestBody.content ?? {});
      if (media.length === 0) problems.push(`${where}: requestBody has no content`);
      for (const [type, { schema }] of media) checkSchema(`${where} request ${type}`, schema);
    }
    const responses = Object.entries(operation.responses ?? {});
    if (responses.length === 0) problems.push(`${where}: no responses`);
    for (const [status, response] of responses) {
      if (status !== 'default' && !/^[1-5](\d\d|XX)$/.test(status)) problems.push(`${where}: ${status} is not a status code`);
      if (typeof response.description !== 'string') problems.push(`${where} ${status}: a response needs a description`);
      for (const [type, { schema }] of Object.entries(response.content ?? {})) checkSchema(`${where} ${status} ${type}`, schema);
    }
  }
  return [...problems, ...refProblems(document)];
}
