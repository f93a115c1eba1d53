export { FeedbackScreen } from './feedback-screen';
