/**
 * `@roofline/chrome/testing`: what a consuming team needs to test its own pages with the chrome
 * inside, in Jest or Vitest, with or without jsdom: the spec's services as a fetch double (the dev
 * API's handlers and fault switches, no server), a Request handler for Mock Service Worker, and a
 * ready config (navigate, clock, storage and analytics that record). See docs/testing.md.
 */
export { createMockServices, mockServicesBaseUrls, DEFAULT_MOCK_ORIGIN } from './createMockServices';
export type { MockServices, MockServicesConfig, MockServicesOptions } from './createMockServices';
export { createTestChrome, createMemoryStorage, DEFAULT_TEST_TIME } from './createTestChrome';
export type {
  MemoryStorage,
  RecordedAnalyticsCall,
  RecordedNavigation,
  TestChrome,
  TestChromeOptions,
  TestClock,
} from './createTestChrome';
export { ENDPOINTS } from './devApi/state';
export type {
  DevApiState as MockServicesState,
  EndpointName,
  FailMode,
  Fault,
  HomeAdvisorSignupRecord,
  MemberRecord,
  RequestRecord,
  TrackRecord,
} from './devApi/state';
export type { DevApiCoreOptions } from './devApi/core';
