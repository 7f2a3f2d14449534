// Where the server puts the Apollo cache it rendered a page with (entry-server.tsx → main.tsx).
export const APOLLO_STATE_ID = 'apollo-state';
