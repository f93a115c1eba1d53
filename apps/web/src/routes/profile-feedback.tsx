import { FeedbackScreen } from '../features/feedback/index';

/** `/profile/feedback` (decision 015): loaded in the browser, where the token lives. */
export default function ProfileFeedback() {
  return <FeedbackScreen />;
}
