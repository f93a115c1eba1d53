export { branchScope } from './branch-scope.js';
export {
  notifyStaffInbox,
  STAFF_INBOX_CHANNEL,
  type StaffInboxKind,
  type StaffInboxNotice,
} from './inbox-notice.js';
