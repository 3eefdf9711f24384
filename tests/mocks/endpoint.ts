import { http, type HttpResponseResolver, type RequestHandlerOptions } from "msw";
import { endpoints, type EndpointName } from "../../app/api/endpoints";
import { API_BASE } from "./fixtures";

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * An msw handler for a contract endpoint, at the method and path app/api/endpoints.ts gives it:
 * mocks cannot drift from the contract the client calls. The resolver may answer anything, so
 * tests can also break the contract on purpose.
 */
export function mockEndpoint(name: EndpointName, resolver: HttpResponseResolver, options?: RequestHandlerOptions) {
  const { method, path } = endpoints[name];
  return byMethod[method](`${API_BASE}${path}`, resolver, options);
}
