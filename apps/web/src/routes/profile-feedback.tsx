import { FeedbackScreen } from '../features/feedback/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('feedback.title');

/** `/profile/feedback` (decision 015): loaded in the browser, where the token lives. */
export default function ProfileFeedback() {
  return <FeedbackScreen />;
}
