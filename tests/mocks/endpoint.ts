import { http, HttpResponse, type HttpResponseResolver, type RequestHandlerOptions } from "msw";
import { declaredErrors, endpoints, type DeclaredErrorCode, type EndpointName } from "../../app/api/endpoints";
import type { ApiErrorBody } from "../../app/api/schemas/common";
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

/** The endpoint refusing with one of the codes it declares, at the status the contract gives that code. */
export function mockRefusal<N extends EndpointName>(
  name: N,
  code: DeclaredErrorCode<N>,
  extra: Omit<ApiErrorBody, "error"> = {}
) {
  const status = declaredErrors(name)[code];
  return mockEndpoint(name, () => HttpResponse.json({ error: code, ...extra }, { status }));
}
