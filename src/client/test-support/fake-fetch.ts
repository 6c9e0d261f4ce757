/** A fetch double answering every call with `status` and `body` as JSON, recording the Request of each call. */
export function fakeFetch(status: number, body: unknown): jest.Mock<Promise<Response>, [Request]> {
  return jest.fn<Promise<Response>, [Request]>(async () => Response.json(body, { status }));
}
