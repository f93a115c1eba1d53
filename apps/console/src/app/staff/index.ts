export {
  homeOf,
  manageScreensFor,
  mayOpen,
  SCREENS,
  type Screen,
  type ScreenName,
  screensFor,
} from './screens';
export { StaffProvider, type StaffState, useStaff, useStaffState } from './staff-context';
