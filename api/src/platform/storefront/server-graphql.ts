// The one contract between the api and the web app's server entry about data: how the
// entry (web/src/entry-server.tsx) asks the api for a GraphQL operation during a server render. The
// api answers it in-process (app.ts: Apollo Server's executeOperation, anonymous context, same
// limits). Pure types with no imports, so both the api build and the web app compile it.

/** One GraphQL operation, run in-process for an anonymous visitor. */
export type ServerGraphQL = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}>;
