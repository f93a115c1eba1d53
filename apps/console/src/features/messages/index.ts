export { MessagesPage } from './messages-page';
