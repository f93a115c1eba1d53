export { InboxPage } from './inbox-page';
