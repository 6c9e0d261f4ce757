import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no Request or Response, and the API client (openapi-fetch) builds a Request for every call: component
 * tests get Node's own fetch classes, as a browser has them.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
}
