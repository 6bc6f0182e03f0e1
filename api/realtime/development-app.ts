// The public development app of the realtime server, shared by the API's configuration and the
// realtime server's, so the two processes agree out of the box; production refuses it.
export const DEVELOPMENT_APP = { id: 'pollwise-app', key: 'pollwise-key', secret: 'pollwise-dev-secret' } as const
