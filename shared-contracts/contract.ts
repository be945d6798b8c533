// shared-contracts/contract: the API contract with its TypeBox schemas, for the server that
// validates and documents every call by them. The browser takes only the contract's types, from
// shared-contracts/api, so the schemas and TypeBox never reach a page.
export {
  API_RESOURCES,
  API_ROUTES,
  API_UPLOADS,
  type ResourceCall,
  type RouteCall,
  type RouteParams,
  type RoutePayload,
} from './src/api/contract';
