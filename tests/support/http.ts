/** The one HTTP call the test worlds need: TestClient (API tests) and a Playwright adapter (e2e) both fit. */
export interface Http {
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}
