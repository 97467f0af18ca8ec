// The live-Auth module's public surface (who may watch a room): the rest of the API imports it from here only.
export { liveAuthRoutesPlugin } from './live-auth-routes';
export { liveTickets, passwordFingerprint, type LiveTickets, type Viewer } from './live-tickets';
export { grantPlayback, type PlaybackAdmission } from './playback-admission';
export { playbackGate, type PlaybackGate } from './playback-gate';
export { isAdultMember, type RoomGate } from './room-gate';
export { requestViewer } from './request-viewer';
