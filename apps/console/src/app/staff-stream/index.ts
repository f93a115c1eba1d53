export { type InboxNotice, STAFF_STREAM_URL, type StaffStreamStatus } from './staff-stream';
export {
  StaffStreamProvider,
  type StaffStreamSubscriber,
  useStaffStream,
} from './staff-stream-context';
export { StreamStatus } from './stream-status';
