// Test-only (`@lettra/shared-ui/testing`): who is signed in, and the api, as front-end tests fake them.
export { renderWithSession, sessionFor, USERS, type Persona } from './render-with-session.tsx';
export { eventStream, fakeApi, fileAnswer, offContract, refusal, type FakeRequest, type FakeRoutes, type RecordedCall, type RouteHandler } from './fake-api.ts';
export { apiAnswer, offContractAnswer, offContractEvent, refusalAnswer, streamEvent, type AnswerOf } from './api-answers.ts';
export { API_ROUTES, type ApiRoute } from './api-routes.ts';
export { TestQueryProvider } from './query-provider.tsx';
