/**
 * Calls the API as an onair browser does (its session cookie, the brand's header, JSON both ways).
 * apiUrl is read at each call: the integration tests learn the API's port in beforeAll.
 */
export function apiCaller(apiUrl: () => string) {
  return async (method: string, path: string, cookie: string, body?: object) => {
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: { cookie, 'x-site-code': 'onair', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.json() };
  };
}
