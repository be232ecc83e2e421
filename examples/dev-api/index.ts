export { createDevApi } from './createDevApi';
export type { DevApi, DevApiOptions } from './createDevApi';
export { ENDPOINTS } from '../../testing/devApi/state';
export type {
  EndpointName,
  Fault,
  FailMode,
  MemberRecord,
  TrackRecord,
  HomeAdvisorSignupRecord,
} from '../../testing/devApi/state';
